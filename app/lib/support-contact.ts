import { SUPPORT_CHAT_NUMBER } from '../../common/support-contact';

/** A link that opens a chat with the support team (WhatsApp), the message already typed. */
export const chatLink = (message: string) =>
  `https://wa.me/${SUPPORT_CHAT_NUMBER}?text=${encodeURIComponent(message)}`;
