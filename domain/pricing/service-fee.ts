/** docs/product.md § Constants: one USD per participant, added to the charged total. */
export const SERVICE_FEE_CENTS_PER_PARTICIPANT = 100;

export function serviceFeeCents(participantCount: number): number {
  return SERVICE_FEE_CENTS_PER_PARTICIPANT * participantCount;
}
