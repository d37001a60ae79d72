import { fileHeaders } from "@/server/http/file-headers";
import { UploadThingFileStore, sizeFromContentLength } from "@/server/storage/uploadthing";

// A fake UploadThing SDK: signing a URL is all open() asks of it; the download is the fetch below.
jest.mock("uploadthing/server", () => ({
  UTApi: class {
    async generateSignedURL(key: string) {
      return { ufsUrl: `https://files.example/${key}` };
    }
  },
}));

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

describe("UploadThingFileStore.open", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function serve(headers: Record<string, string>) {
    global.fetch = jest.fn(async () => new Response(streamOf(new Uint8Array([1, 2, 3])), { headers }));
  }

  it("reports the size UploadThing announces", async () => {
    serve({ "content-length": "3" });
    const file = await new UploadThingFileStore("token").open("key");
    expect(file.size).toBe(3);
  });

  it("reports no size (not 0) when UploadThing omits Content-Length", async () => {
    serve({});
    const file = await new UploadThingFileStore("token").open("key");
    expect(file.size).toBeUndefined();
    expect(new Uint8Array(await new Response(file.stream).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("reads only a plain byte count as a size", () => {
    expect(sizeFromContentLength("0")).toBe(0);
    expect(sizeFromContentLength(" 42 ")).toBe(42);
    for (const header of [null, "", "abc", "-1", "1.5", "99999999999999999999"]) {
      expect(sizeFromContentLength(header)).toBeUndefined();
    }
  });
});

describe("file route headers", () => {
  const pdf = { filename: "a.pdf", mimeType: "application/pdf", category: "document" as const };

  it("sends Content-Length only when the size is known", () => {
    expect(fileHeaders({ ...pdf, size: 1234 })["Content-Length"]).toBe("1234");
    expect(fileHeaders({ ...pdf, size: 0 })["Content-Length"]).toBe("0");
    expect(fileHeaders(pdf)).not.toHaveProperty("Content-Length");
  });

  it("passes an unknown size on as a response without Content-Length", async () => {
    const response = new Response(streamOf(new Uint8Array([1, 2, 3])), { headers: fileHeaders(pdf) });
    expect(response.headers.get("content-length")).toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBe(3);
  });
});
