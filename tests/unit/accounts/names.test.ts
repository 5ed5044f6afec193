import { describe, expect, it } from 'vitest';
import { isValidPersonName, personNameSchema } from '../../../domain/accounts/names';

describe('person names (docs/product.md § E-mail, names and passwords)', () => {
  it.each(['Ana', 'José María', "O'Brien", 'Ñandú', 'Müller', 'Łukasz', 'Ana2', 'Zoë Ávila'])(
    'accepts %j',
    (name) => expect(isValidPersonName(name)).toBe(true),
  );

  it.each([
    ['', 'empty'],
    ['Al', 'two characters'],
    ['  Al  ', 'two characters once trimmed'],
    ['<b>Ana</b>', 'markup'],
    ['Ana@home', 'symbol'],
    ['Ana-María', 'hyphen is not an allowed character'],
    ['李小龙', 'non-Latin script'],
    ['Ana 😀', 'emoji'],
    ['A'.repeat(61), 'too long'],
  ])('refuses %j (%s)', (name) => expect(isValidPersonName(name)).toBe(false));

  it('normalises: NFC, trimmed, inner spaces collapsed', () => {
    const decomposed = 'Jose\u0301'; // "José" typed with a combining accent
    expect(personNameSchema('k').parse(`  ${decomposed}   María `)).toBe('José María');
  });

  it('reports the given catalogue key', () => {
    const result = personNameSchema('signUpForm.errors.firstNameInvalid').safeParse('A');
    expect(result.error?.issues[0]?.message).toBe('signUpForm.errors.firstNameInvalid');
  });
});
