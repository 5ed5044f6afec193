/**
 * Browser features the product never uses, switched off for its pages and anything framed in them: a
 * script that got in still cannot reach the camera, microphone, location or payment sheet. Helmet does
 * not set this header.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The check-in page's (app/routes/operator/check-in.tsx): it reads vouchers with the phone's camera
 * (docs/decisions/0072-check-in.md), so the camera is allowed there, to the page itself only.
 */
export const CAMERA_PAGE_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)');
