import { useTranslation } from '../i18n/translation-context';

/**
 * The button that picks one image (JPEG, PNG or WebP) to upload: a label over a hidden file input, so the
 * keyboard reaches it and its focus shows. The input is emptied after each pick, so the same file can be
 * picked again.
 */
export function ImageFileButton({
  label,
  busy,
  onFile,
}: {
  label: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="cursor-pointer rounded-pill border border-line px-4 py-2 font-semibold hover:bg-surface-sunk focus-within:outline focus-within:outline-2 focus-within:outline-accent">
      {busy ? t('auth.working') : label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
