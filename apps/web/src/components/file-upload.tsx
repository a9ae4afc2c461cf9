import { acceptAttribute, FILE_RULES, type FileType, MEDIA_MESSAGES } from '@kweli/shared';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { UploadError, uploadFile } from '../api/upload.ts';
import { useMessageText } from '../i18n/messages/index.ts';
import { FieldError } from './form-field.tsx';
import { useT } from './texts.ts';

/**
 * The file picker of every upload in the product: it checks the file, uploads it with a progress bar
 * and a Cancel button, shows the spec's texts when it fails, and hands the stored key to the page,
 * which saves it (`onUploaded`). A rejection from `onUploaded` is shown like an upload failure.
 */
export interface FileUploadProps {
  fileType: FileType;
  label: string;
  /** A short line under the label (for example "PDF only, max size 5MB"). */
  hint?: string;
  /** For a certificate: its saved education entry. */
  educationId?: number | null;
  disabled?: boolean;
  /**
   * Runs after the file passed the checks and before it is sent: a certificate for an unsaved
   * education saves the entry here and answers its id; answering null stops the upload quietly.
   */
  beforeUpload?: (file: File) => Promise<{ educationId?: number } | null>;
  onUploaded: (key: string, file: File) => void | Promise<void>;
}

type State =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

export function FileUpload(props: FileUploadProps) {
  const t = useT();
  const text = useMessageText();
  const { fileType, label, hint, disabled } = props;
  const id = useId();
  const [state, setState] = useState<State>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Leaving the page stops an upload in progress.
  useEffect(() => () => controller.current?.abort(), []);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const failed = FILE_RULES[fileType].failedMessage;
    const abort = new AbortController();
    controller.current = abort;
    try {
      let educationId = props.educationId;
      if (props.beforeUpload) {
        const prepared = await props.beforeUpload(file);
        if (!prepared) return;
        educationId = prepared.educationId ?? educationId;
      }
      setState({ status: 'uploading', fileName: file.name, percent: 0 });
      const { key } = await uploadFile(file, {
        fileType,
        educationId,
        signal: abort.signal,
        onProgress: (fraction) =>
          setState({ status: 'uploading', fileName: file.name, percent: Math.round(fraction * 100) }),
      });
      await props.onUploaded(key, file);
      setState({ status: 'idle' });
    } catch (error) {
      if ((error as Error).name === 'AbortError') {
        if (controller.current === abort) setState({ status: 'cancelled' });
        return;
      }
      let message = failed;
      if (error instanceof UploadError) message = error.message;
      else if (error instanceof ApiError) message = Object.values(error.fieldMessages())[0] ?? failed;
      setState({ status: 'failed', message });
    } finally {
      if (controller.current === abort) controller.current = null;
      // The same file can be picked again after a failure or a cancel.
      if (input.current) input.current.value = '';
    }
  };

  const describedBy = [hint ? `${id}-hint` : '', state.status === 'failed' ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field file-upload">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="muted file-upload-hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptAttribute(fileType)}
        disabled={disabled || state.status === 'uploading'}
        aria-describedby={describedBy || undefined}
        aria-invalid={state.status === 'failed' || undefined}
        onChange={onChange}
      />
      {state.status === 'uploading' ? (
        <div className="upload-progress">
          <progress
            max={100}
            value={state.percent}
            aria-label={t('fileUpload.uploading', { file: state.fileName })}
          />
          <span aria-hidden="true">{state.percent}%</span>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => controller.current?.abort()}
          >
            {t('common.cancel')}
          </button>
        </div>
      ) : null}
      <FieldError id={`${id}-error`}>{state.status === 'failed' ? state.message : null}</FieldError>
      {state.status === 'cancelled' ? (
        <p className="muted" role="status">
          {text(MEDIA_MESSAGES.cancelled)}
        </p>
      ) : null}
    </div>
  );
}
