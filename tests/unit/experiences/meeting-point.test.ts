import { describe, expect, it } from 'vitest';
import {
  isCompleteMeetingPoint,
  meetingPlace,
  meetingPointInput,
} from '../../../domain/experiences/meeting-point';
import { purchaseConfirmationEmail } from '../../../domain/purchases/confirmation-email';
import { purchaseReminderEmail } from '../../../domain/purchases/reminder-email';
import { purchaseIcs } from '../../../domain/purchases/voucher-ics';
import { placeWords } from '../../../domain/purchases/voucher-words';
import { voucherView } from '../../../domain/purchases/voucher-view';
import { sampleVoucher } from '../purchases/voucher-sample';

const point = { latitude: 10.4226, longitude: -75.5494 };
const facts = {
  reference: 'Muelle de La Bodeguita',
  address: 'Av. Blas de Lezo, frente a la Torre del Reloj',
  instructions: 'Busca la bandera verde de Rumbo junto a la taquilla 4.',
  point,
  city: 'Cartagena',
};

/** The sample voucher at a meeting point with an address and instructions. */
const atMeetingPoint = (lang: 'es' | 'en' = 'es') =>
  sampleVoucher({
    lang,
    experience: {
      ...sampleVoucher().experience,
      cityName: 'Cartagena',
      meetingReference: facts.reference,
      meetingAddress: facts.address,
      meetingInstructions: facts.instructions,
      meeting: point,
    },
  });

const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('meetingPlace', () => {
  it('says the name and the address of a meeting point, with its instructions', () => {
    expect(meetingPlace(facts)).toEqual({
      where: 'Muelle de La Bodeguita, Av. Blas de Lezo, frente a la Torre del Reloj',
      instructions: facts.instructions,
    });
  });

  it('does not repeat a name the address already holds', () => {
    expect(meetingPlace({ ...facts, reference: 'Torre del Reloj' })?.where).toBe(facts.address);
  });

  it('keeps the reference, then the city, when there is no meeting point or no address', () => {
    expect(meetingPlace({ ...facts, point: null })).toEqual({ where: facts.reference, instructions: '' });
    expect(meetingPlace({ ...facts, address: ' ' })).toEqual({ where: facts.reference, instructions: '' });
    expect(meetingPlace({ ...facts, point: null, reference: '' })).toEqual({
      where: 'Cartagena',
      instructions: '',
    });
    expect(meetingPlace({ ...facts, point: null, reference: '', city: '' })).toBeNull();
  });
});

describe('meetingPointInput', () => {
  const texts = { place: 'Muelle', address: 'Av. Blas de Lezo', instructions: '' };
  const valid = { ...point, texts: { es: texts, en: texts } };

  it('takes a point and both languages, trimmed', () => {
    const parsed = meetingPointInput.parse({
      ...valid,
      texts: { es: { ...texts, place: '  Muelle ' }, en: texts },
    });
    expect(parsed.texts.es.place).toBe('Muelle');
  });

  it('refuses a missing language, an empty address, a point off the globe and unknown fields', () => {
    const refusals = [
      { ...valid, texts: { es: texts } },
      { ...valid, texts: { es: { ...texts, address: '  ' }, en: texts } },
      { ...valid, latitude: 91 },
      { ...valid, longitude: Number.NaN },
      { ...valid, extra: 1 },
      { ...valid, texts: { es: { ...texts, instructions: 'x'.repeat(1001) }, en: texts } },
    ];
    for (const input of refusals) expect(meetingPointInput.safeParse(input).success).toBe(false);
    const issue = meetingPointInput.safeParse(refusals[1]).error?.issues[0];
    expect(issue).toMatchObject({
      path: ['texts', 'es', 'address'],
      message: 'meetingPoint.errors.addressRequired',
    });
  });

  it('calls a meeting point complete when both languages name the place and its address', () => {
    const full = { ...point, texts: { es: texts, en: texts } };
    expect(isCompleteMeetingPoint(full)).toBe(true);
    expect(isCompleteMeetingPoint({ ...full, texts: { es: texts, en: { ...texts, address: '' } } })).toBe(
      false,
    );
    expect(isCompleteMeetingPoint(null)).toBe(false);
  });
});

describe('the meeting point in what the traveller receives', () => {
  it('puts the address and the instructions in the confirmation e-mail, in its language', () => {
    const png = Buffer.from([0x89]);
    for (const [lang, label, instructions] of [
      ['es', 'Punto de encuentro', 'Cómo encontrarnos'],
      ['en', 'Meeting point', 'How to find us'],
    ] as const) {
      const email = purchaseConfirmationEmail(
        atMeetingPoint(lang),
        { publicUrl: 'https://rumbo.example' },
        png,
        '',
      );
      expect(email.text).toContain(
        `${label}: Muelle de La Bodeguita, Av. Blas de Lezo, frente a la Torre del Reloj`,
      );
      expect(email.text).toContain(`${instructions}: ${facts.instructions}`);
      expect(email.html).toContain('Av. Blas de Lezo, frente a la Torre del Reloj');
      expect(email.text).not.toMatch(/: Cartagena\n/);
    }
  });

  it('puts them in the day-before reminder', () => {
    const operator = { name: 'Bodeguita Tours', email: 'hola@bodeguita.example', phone: '' };
    const email = purchaseReminderEmail(atMeetingPoint('en'), operator, {
      publicUrl: 'https://rumbo.example',
    });
    expect(email.text).toContain('Meeting point: Muelle de La Bodeguita, Av. Blas de Lezo');
    expect(email.text).toContain(`How to find us: ${facts.instructions}`);
  });

  it('puts them in the calendar invite: the location with its point, the instructions in the description', () => {
    const lines = unfold(purchaseIcs(atMeetingPoint(), 'https://rumbo.example'));
    expect(lines).toContain(
      'LOCATION:Muelle de La Bodeguita\\, Av. Blas de Lezo\\, frente a la Torre del Reloj',
    );
    expect(lines).toContain('GEO:10.4226;-75.5494');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
      'Busca la bandera verde de Rumbo junto a la taquilla 4.',
    );
  });

  it('puts them on the voucher page', () => {
    const view = voucherView(atMeetingPoint('en'), '<svg/>', new Date('2026-11-01T00:00:00Z'));
    expect(view.place).toMatchObject({
      label: 'Meeting point',
      text: 'Muelle de La Bodeguita, Av. Blas de Lezo, frente a la Torre del Reloj',
      instructions: facts.instructions,
    });
  });

  it('says the pickup instead when the traveller is picked up, and the city when nothing else is known', () => {
    const pickup = { latitude: 10.4, longitude: -75.5, address: 'Hotel Caribe', notes: null };
    expect(placeWords(sampleVoucher({ ...atMeetingPoint(), pickup }), 'voucher')).toMatchObject({
      label: 'Punto de recogida',
      text: 'Hotel Caribe',
      instructions: '',
    });
    const noPoint = sampleVoucher({
      experience: { ...atMeetingPoint().experience, meeting: null, meetingReference: '', meetingAddress: '' },
    });
    expect(placeWords(noPoint, 'voucher')).toEqual({ label: 'Lugar', text: 'Cartagena', instructions: '' });
    expect(unfold(purchaseIcs(noPoint, 'https://rumbo.example'))).toContain('LOCATION:Cartagena');
  });
});
