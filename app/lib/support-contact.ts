/** The support team's chat number (WhatsApp, Panama), where travellers ask and book with a person. */
const SUPPORT_CHAT_NUMBER = '50760000000';

/** A link that opens a chat with the support team, the message already typed. */
export const chatLink = (message: string) =>
  `https://wa.me/${SUPPORT_CHAT_NUMBER}?text=${encodeURIComponent(message)}`;
