import type { NextSteps } from '../../../domain/purchases/next-steps';
import { Icon } from '../icon';
import { IconFact } from '../icon-fact';

const linkClass = 'font-semibold text-accent-strong underline [overflow-wrap:anywhere]';

/**
 * A paid booking's next steps (domain/purchases/next-steps.ts): when and where to be, whom to contact,
 * what to bring and until when it can be cancelled for free, as a list of facts. Every word comes from
 * the server's view model, so the voucher page and the confirmation screen say what the e-mail says.
 */
export function NextStepsFacts({ next }: { next: NextSteps }) {
  const { where, contact, toBring, cancellation } = next;
  return (
    <dl data-testid="next-steps">
      <IconFact icon="clock" title={next.when.label}>
        <p className="font-semibold first-letter:uppercase">{next.when.text}</p>
      </IconFact>
      {where && (
        <IconFact icon={where.kind === 'pickup' ? 'bus' : 'map-pin'} title={where.label}>
          <p className="font-semibold [overflow-wrap:anywhere]">{where.text}</p>
          {where.window && <p className="mt-1 text-sm">{where.window}</p>}
          {where.instructions && (
            <p className="mt-1 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
              <span className="text-muted">{where.instructionsLabel}: </span>
              {where.instructions}
            </p>
          )}
          {where.mapUrl && (
            <a
              href={where.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`text-sm ${linkClass} print:hidden`}
            >
              {where.mapLabel}
            </a>
          )}
        </IconFact>
      )}
      <IconFact icon="circle-user-round" title={contact.label}>
        <p className="font-semibold">{contact.name}</p>
        {contact.note && <p className="mt-1 text-sm text-muted">{contact.note}</p>}
        <ul className="mt-1 space-y-1 text-sm">
          {contact.email && (
            <li className="flex items-center gap-2">
              <Icon name="mail" className="size-4 shrink-0 text-muted" />
              <span className="sr-only">{contact.emailLabel}: </span>
              <a href={`mailto:${contact.email}`} className={linkClass}>
                {contact.email}
              </a>
            </li>
          )}
          {contact.phone && (
            <li className="flex items-center gap-2">
              <Icon name="phone" className="size-4 shrink-0 text-muted" />
              <span className="sr-only">{contact.phoneLabel}: </span>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
                {contact.phone}
              </a>
            </li>
          )}
        </ul>
      </IconFact>
      {toBring && (
        <IconFact icon="list" title={toBring.label}>
          <ul className="list-disc space-y-1 pl-5">
            {toBring.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </IconFact>
      )}
      <IconFact icon="shield-check" title={cancellation.label}>
        <p>{cancellation.policy}</p>
        {cancellation.deadline && <p className="mt-1 font-semibold">{cancellation.deadline}</p>}
      </IconFact>
    </dl>
  );
}
