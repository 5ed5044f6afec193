/** A map centred on a point (OpenStreetMap: no key, no tracking script), for the voucher and the e-mails. */
export function mapUrl(at: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${at.latitude}&mlon=${at.longitude}#map=16/${at.latitude}/${at.longitude}`;
}
