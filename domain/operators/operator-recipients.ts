/**
 * Who receives an operator e-mail about a booking (docs/decisions/0064-operator-earnings-basis.md): the
 * company's contact address always, and every member who chose that e-mail, each once, in their own
 * language. Pure.
 */
import { DEFAULT_LANGUAGE, isLang, type Lang } from '../../common/i18n/languages';

export interface OperatorRecipient {
  email: string;
  name: string;
  lang: Lang;
}

export interface RecipientFacts {
  /** The company's contact address (its e-mail when it set none), its name and its language. */
  contact: { email: string; name: string; language: string | null };
  /** The members who chose this e-mail, with their account's address, first name and language. */
  members: readonly { email: string; firstName: string; language: string }[];
}

const language = (value: string | null): Lang => (isLang(value) ? value : DEFAULT_LANGUAGE);

/**
 * The members who chose the e-mail, then the contact address unless one of them has it: an address is
 * written to once, in its member's language when it is a member's.
 */
export function operatorRecipients(facts: RecipientFacts): OperatorRecipient[] {
  const byAddress = new Map<string, OperatorRecipient>();
  for (const member of facts.members) {
    const key = member.email.trim().toLowerCase();
    if (!byAddress.has(key)) {
      byAddress.set(key, { email: member.email, name: member.firstName, lang: language(member.language) });
    }
  }
  const { contact } = facts;
  const contactKey = contact.email.trim().toLowerCase();
  if (contactKey !== '' && !byAddress.has(contactKey)) {
    byAddress.set(contactKey, { email: contact.email, name: contact.name, lang: language(contact.language) });
  }
  return [...byAddress.values()];
}
