/**
 * The mailbox an address reaches, however it is spelt: what the promotions count as one person (the
 * sign-up credit's memory, docs/decisions/0043; self-referral, docs/decisions/0042). Lower case and trimmed as every address (docs/product.md § E-mail, names and passwords), with
 * the "+tag" of sub-addressing dropped (`ana+2@x` reaches `ana@x`), and for Gmail the dots too
 * (`a.n.a@gmail.com` is `ana@gmail.com`; googlemail.com is gmail.com). Only the promotions compare it:
 * accounts keep the address as typed.
 */
export function mailboxAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
