/**
 * The UI's way to the API (spec §7): same-origin calls that carry the httpOnly session cookie. Every
 * failure becomes an ApiError; screens turn it into words with their own context (spec §8), because
 * "could not connect" reads differently when loading, deleting or uploading.
 */
export class ApiError extends Error {
  constructor(
    /** HTTP status, or null when the server could not be reached. */
    readonly status: number | null,
    /** The server's own (already translated) error text, when it sent one. */
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? (status === null ? "Network error" : `HTTP error! status: ${status}`));
    this.name = "ApiError";
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

type ApiBody = { success?: boolean; error?: unknown };

function serverErrorOf(body: unknown): string | null {
  const error = (body as ApiBody | null)?.error;
  return typeof error === "string" && error.trim() ? error : null;
}

/** Reads a JSON answer; a non-OK status or `success: false` throws an ApiError. */
function parseAnswer<T>(status: number, ok: boolean, body: unknown): T {
  if (!ok || (body as ApiBody | null)?.success === false) throw new ApiError(status, serverErrorOf(body));
  return body as T;
}

export async function apiRequest<T>(
  url: string,
  { method = "GET", json }: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; json?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: json === undefined ? undefined : { "Content-Type": "application/json" },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(null, null);
  }
  const body: unknown = await response.json().catch(() => null);
  return parseAnswer<T>(response.status, response.ok, body);
}

/**
 * POSTs multipart form data with XMLHttpRequest, the one browser API that reports upload progress.
 * `onProgress` receives whole percentages from 0 to 100.
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: only the status speaks
      }
      try {
        resolve(parseAnswer<T>(xhr.status, xhr.status >= 200 && xhr.status < 300, body));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(null, null));
    xhr.send(form);
  });
}
