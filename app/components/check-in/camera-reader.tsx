import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

/** How often the browser's own detector looks at the picture. */
const DETECT_EVERY_MS = 250;
/**
 * How long ZXing waits for the camera's first picture before giving up (its default is 5 s): a slow or busy
 * phone can take longer to start the camera, and giving up shows "no camera" to an operator who has one.
 */
const FIRST_PICTURE_WAIT_MS = 20_000;

/** The part of the browser's BarcodeDetector this page uses (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** A running reader: stopped when the page leaves or the operator stops it. */
type Stop = () => void;

/** The browser's detector, where it reads QR codes. */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** Reads with the browser's detector from the back camera's stream. */
async function readNatively(
  video: HTMLVideoElement,
  detector: BarcodeDetectorLike,
  onRead: (text: string) => void,
) {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  video.srcObject = stream;
  await video.play();
  const timer = setInterval(() => {
    if (video.readyState < 2) return;
    detector
      .detect(video)
      .then((codes) => codes.forEach((code) => onRead(code.rawValue)))
      .catch(() => undefined);
  }, DETECT_EVERY_MS);
  return () => {
    clearInterval(timer);
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}

/** Reads with ZXing, loaded only here and only when the browser has no detector of its own. */
async function readWithZxing(video: HTMLVideoElement, onRead: (text: string) => void): Promise<Stop> {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader(undefined, {
    delayBetweenScanAttempts: DETECT_EVERY_MS,
    tryPlayVideoTimeout: FIRST_PICTURE_WAIT_MS,
  });
  const controls = await reader.decodeFromConstraints(
    { video: { facingMode: 'environment' }, audio: false },
    video,
    (result) => {
      if (result) onRead(result.getText());
    },
  );
  return () => controls.stop();
}

/**
 * The camera's picture and its reader (docs/decisions/0072-check-in.md): the browser's BarcodeDetector where
 * it reads QR codes, otherwise ZXing. Started by the operator (the browser asks for the camera then);
 * each code read is handed to `onRead`, repeats included (the scan queue drops them).
 */
export function CameraReader({ onRead }: { onRead: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<Stop | null>(null);
  const read = useRef(onRead);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed' | 'unavailable'>('off');

  useEffect(() => {
    read.current = onRead;
  }, [onRead]);
  useEffect(() => () => stop.current?.(), []);

  const start = async () => {
    if (!video.current) return;
    // No camera API outside a secure page (https) or in an old browser.
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    const handle = (text: string) => read.current(text);
    try {
      const detector = await nativeDetector();
      stop.current = detector
        ? await readNatively(video.current, detector, handle)
        : await readWithZxing(video.current, handle);
      setState('on');
    } catch {
      stop.current?.();
      stop.current = null;
      setState('failed');
    }
  };
  const end = () => {
    stop.current?.();
    stop.current = null;
    setState('off');
  };

  const running = state === 'on' || state === 'starting';
  return (
    <div className="flex flex-col gap-3">
      <div
        className={`${running ? '' : 'hidden'} relative aspect-square w-full overflow-hidden rounded-card bg-ink sm:max-w-sm`}
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('operator.checkIn.camera.label')}
          className="size-full object-cover"
        />
      </div>
      {running ? <p className="text-sm text-muted">{t('operator.checkIn.camera.scanning')}</p> : null}
      {state === 'unavailable' || state === 'failed' ? (
        <p role="alert" className="flex items-start gap-2 rounded-card bg-warning-soft p-3 text-sm">
          <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
          {t(state === 'failed' ? 'operator.checkIn.camera.denied' : 'operator.checkIn.camera.unavailable')}
        </p>
      ) : null}
      {state !== 'unavailable' ? (
        <button
          type="button"
          onClick={running ? end : () => void start()}
          disabled={state === 'starting'}
          className="inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-pill bg-accent px-6 text-h4 font-semibold text-white hover:bg-accent-hover disabled:opacity-60 sm:w-auto"
        >
          <Icon name="qr-code" className="size-6" />
          {t(running ? 'operator.checkIn.camera.stop' : 'operator.checkIn.camera.start')}
        </button>
      ) : null}
    </div>
  );
}
