import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (what file uploads use, for their progress) in component tests: each
 * sent request is recorded; the test answers it, reports progress or lets it hang to cancel it.
 */
export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    sentUploads.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
}

export const sentUploads: FakeUpload[] = [];

export function mockUploads(): FakeUpload[] {
  sentUploads.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return sentUploads;
}
