import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SuccessAnswer } from '../../../../domain/contract/endpoint';
import type { EditorChoices } from '../../../../domain/experiences/editor-choices';
import {
  createOperatorExperienceEndpoint,
  operatorExperienceEndpoint,
  pauseOperatorExperienceEndpoint,
  resumeOperatorExperienceEndpoint,
  submitOperatorExperienceEndpoint,
  updateOperatorExperienceEndpoint,
} from '../../../../domain/experiences/operator-contract';
import { useTranslation } from '../../../i18n/translation-context';
import { type ApiError, useApi } from '../../../lib/api-client';
import { useApiAction } from '../../../lib/use-api-action';
import { SubmitButton } from '../../auth/submit-button';
import { MeetingPointField } from '../../experiences/meeting-point-field';
import { useToast } from '../../toasts';
import { DetailsSection } from './details-section';
import { type EditorForm, editorBody, emptyForm, type FieldIssue, formFromAnswer } from './editor-state';
import { StatusPanel } from './status-panel';
import { TermsSection } from './terms-section';
import { TextsSection } from './texts-section';

type Experience = SuccessAnswer<typeof operatorExperienceEndpoint>['data'];

const MOVES = {
  submit: submitOperatorExperienceEndpoint,
  pause: pauseOperatorExperienceEndpoint,
  resume: resumeOperatorExperienceEndpoint,
} as const;

/**
 * The experience editor (docs/product.md § Operators' experiences): the texts in both languages side by
 * side, the details, the prices and terms, and the lifecycle's buttons. The body is checked by the API's
 * own schema before it is sent; a refusal of the server marks its fields the same way.
 */
export function ExperienceEditor({
  initial,
  choices,
}: {
  initial: Experience | null;
  choices: EditorChoices;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { busy, run } = useApiAction();
  const [experience, setExperience] = useState(initial);
  const [form, setForm] = useState<EditorForm>(() =>
    initial ? formFromAnswer(initial.content, initial.terms) : emptyForm(),
  );
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const issue = (field: string) => issues.find((i) => i.field === field)?.message;
  const update = (change: Partial<EditorForm>) => setForm((current) => ({ ...current, ...change }));
  const destination = choices.destinations.find((d) => String(d.id) === form.destination_id);
  const MEETING = 'content.meeting_point.';
  const meetingErrors = Object.fromEntries(
    issues
      .filter((i) => i.field.startsWith(MEETING))
      .map((i) => [i.field.slice(MEETING.length), t(i.message)]),
  );

  const refused = (failure: ApiError) => {
    if (failure.status !== 400 || failure.issues.length === 0) return false;
    setIssues(failure.issues);
    toast({ kind: 'error', message: failure.message });
    return true;
  };

  const save = () => {
    const checked = editorBody(form);
    if ('issues' in checked) {
      setIssues(checked.issues);
      toast({ kind: 'error', message: t('operatorExperiences.errors.verifyInformation') });
      return;
    }
    setIssues([]);
    void run(async () => {
      if (!experience) {
        const created = await api(createOperatorExperienceEndpoint, { body: checked.body });
        toast({ kind: 'success', message: t('operatorExperiences.page.created') });
        await navigate(`/operator/experiences/${created.data.id}`);
        return;
      }
      const saved = await api(updateOperatorExperienceEndpoint, {
        params: { id: experience.id },
        body: checked.body,
      });
      setExperience(saved.data);
      const pending = saved.data.revision?.status === 'pending';
      toast({
        kind: 'success',
        message: t(pending ? 'operatorExperiences.page.savedForReview' : 'operatorExperiences.page.saved'),
      });
    }, refused);
  };

  const move = (action: keyof typeof MOVES) => {
    if (!experience) return;
    void run(async () => {
      await api(MOVES[action], { params: { id: experience.id } });
      const fresh = await api(operatorExperienceEndpoint, { params: { id: experience.id } });
      setExperience(fresh.data);
      toast({ kind: 'success', message: t(`operatorExperiences.page.done.${action}`) });
    }, refused);
  };

  return (
    <div className="flex flex-col gap-6">
      {experience && <StatusPanel experience={experience} busy={busy} onAction={move} />}
      {issues.length > 0 && (
        <div
          role="alert"
          className="rounded-card border border-danger bg-danger-soft p-4"
          data-testid="editor-issues"
        >
          <p className="font-semibold">{t('operatorExperiences.page.fixTitle')}</p>
          <ul className="mt-1 list-inside list-disc text-sm">
            {issues.map((i) => (
              <li key={`${i.field}:${i.message}`}>{t(i.message)}</li>
            ))}
          </ul>
        </div>
      )}
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextsSection
          form={form}
          setLanguage={(lang, change) => update({ [lang]: { ...form[lang], ...change } })}
          issue={issue}
        />
        <DetailsSection form={form} update={update} choices={choices} issue={issue} />
        {destination && (
          <MeetingPointField
            iso={destination.iso}
            countryName={destination.country}
            value={form.meeting_point}
            onChange={(meeting_point) => update({ meeting_point })}
            errors={meetingErrors}
          />
        )}
        <TermsSection form={form} update={update} choices={choices} issue={issue} />
        <div className="sm:w-72">
          <SubmitButton busy={busy}>
            {t(experience ? 'operatorExperiences.page.save' : 'operatorExperiences.page.create')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
