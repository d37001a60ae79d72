import { act } from "@testing-library/react";

/** A stand-in for XMLHttpRequest whose upload progress and answer the test drives. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  responseType = "";
  status = 0;
  responseText = "";
  method = "";
  url = "";
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }

  static install() {
    FakeXhr.instances = [];
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error("No upload was sent");
    return xhr;
  }
}
