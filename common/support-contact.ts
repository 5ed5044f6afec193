/**
 * The marketplace's support team: the chat number (WhatsApp, Panama) and the mailbox travellers write to.
 * Given as a booking's contact when its operator left none (docs/decisions/0083-after-paying.md).
 */
export const SUPPORT_CHAT_NUMBER = '50760000000';
export const SUPPORT_PHONE = '+507 6000-0000';
export const SUPPORT_EMAIL = 'soporte@rumbo.example';
