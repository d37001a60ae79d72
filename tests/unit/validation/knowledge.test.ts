import {
  KB_CONTENT_HTML_MAX,
  KB_CONTENT_MAX,
  KB_TITLE_MAX,
  ZKnowledgeBlockInput,
  ZQaPairInput,
  counterState,
  decodeHtmlEntities,
  htmlToPlainText,
  isEmptyEditorHtml,
  plainTextLength,
} from "@/lib/validation/knowledge";

const issueMessages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("htmlToPlainText", () => {
  it("strips tags and keeps inline formatting inside words", () => {
    expect(htmlToPlainText("<p>Hola <strong>mun</strong>do</p>")).toBe("Hola mundo");
  });

  it("separates words at block boundaries", () => {
    expect(htmlToPlainText("<h1>Título</h1><p>uno</p><p>dos</p><ul><li>tres</li><li>cuatro</li></ul>")).toBe(
      "Título uno dos tres cuatro",
    );
    expect(htmlToPlainText("uno<br>dos<br />tres")).toBe("uno dos tres");
  });

  it("collapses whitespace, including no-break spaces and newlines", () => {
    expect(htmlToPlainText("<p>  a \n\t b&nbsp;&nbsp;c\u00a0 </p>")).toBe("a b c");
  });

  it("decodes named and numeric entities after stripping tags", () => {
    expect(htmlToPlainText("<p>Pol&iacute;tica &amp; m&#225;s &#x2014; &lt;b&gt;</p>")).toBe(
      "Política & más — <b>",
    );
  });

  it("drops script and style contents and comments", () => {
    expect(htmlToPlainText("<p>a</p><script>alert(1)</script><style>p{}</style><!-- nota --><p>b</p>")).toBe(
      "a b",
    );
  });

  it("counts accented text by characters", () => {
    expect(plainTextLength("<p>configuración</p>")).toBe(13);
  });
});

describe("decodeHtmlEntities", () => {
  it("leaves unknown entities as written and replaces invalid code points", () => {
    expect(decodeHtmlEntities("&unknown; &#0; &#x110000;")).toBe("&unknown; \ufffd \ufffd");
  });
});

describe("isEmptyEditorHtml", () => {
  it.each(["", "<p></p>", "<p><br></p>", "<p> </p>", "<h1></h1><p>&nbsp;</p>", "<ul><li><p></p></li></ul>"])(
    "treats %j as empty",
    (html) => expect(isEmptyEditorHtml(html)).toBe(true),
  );

  it("treats any visible text as content", () => {
    expect(isEmptyEditorHtml("<p>x</p>")).toBe(false);
  });
});

describe("counterState", () => {
  it("is ok up to 90%, warning above it, error above the maximum", () => {
    expect(counterState(180, 200)).toBe("ok");
    expect(counterState(181, 200)).toBe("warning");
    expect(counterState(200, 200)).toBe("warning");
    expect(counterState(201, 200)).toBe("error");
    expect(counterState(0, 10_000)).toBe("ok");
  });
});

describe("ZKnowledgeBlockInput", () => {
  const valid = { title: "  Política de devoluciones  ", content: "<p>Treinta días.</p>" };

  it("accepts a valid block and trims the title", () => {
    const result = ZKnowledgeBlockInput.parse(valid);
    expect(result.title).toBe("Política de devoluciones");
    expect(result.content).toBe(valid.content);
  });

  it("requires a title that is not only spaces", () => {
    expect(issueMessages(ZKnowledgeBlockInput.safeParse({ ...valid, title: "   " }))).toEqual([
      "kbTitleRequired",
    ]);
  });

  it("accepts a 200-character title and refuses 201", () => {
    expect(ZKnowledgeBlockInput.safeParse({ ...valid, title: "a".repeat(KB_TITLE_MAX) }).success).toBe(true);
    expect(
      issueMessages(ZKnowledgeBlockInput.safeParse({ ...valid, title: "a".repeat(KB_TITLE_MAX + 1) })),
    ).toEqual(["kbTitleTooLong"]);
  });

  it("requires content that is not the empty paragraph", () => {
    expect(issueMessages(ZKnowledgeBlockInput.safeParse({ ...valid, content: "<p></p>" }))).toEqual([
      "kbContentRequired",
    ]);
    expect(issueMessages(ZKnowledgeBlockInput.safeParse({ ...valid, content: "" }))).toEqual([
      "kbContentRequired",
    ]);
  });

  it("measures the content limit on plain text, not on markup", () => {
    const atLimit = `<p><strong>${"a".repeat(KB_CONTENT_MAX / 2)}</strong></p><p>${"b".repeat(KB_CONTENT_MAX / 2 - 1)}</p>`;
    expect(plainTextLength(atLimit)).toBe(KB_CONTENT_MAX);
    expect(ZKnowledgeBlockInput.safeParse({ ...valid, content: atLimit }).success).toBe(true);
    const overLimit = `<p>${"a".repeat(KB_CONTENT_MAX + 1)}</p>`;
    expect(issueMessages(ZKnowledgeBlockInput.safeParse({ ...valid, content: overLimit }))).toEqual([
      "kbContentTooLong",
    ]);
  });

  it("refuses oversized markup even when its text is short", () => {
    const bloated = "<p></p>".repeat(KB_CONTENT_HTML_MAX / 7 + 1) + "<p>x</p>";
    expect(issueMessages(ZKnowledgeBlockInput.safeParse({ ...valid, content: bloated }))).toContain(
      "kbContentTooLong",
    );
  });

  it("reports both fields when both are missing", () => {
    expect(issueMessages(ZKnowledgeBlockInput.safeParse({ title: "", content: "<p></p>" }))).toEqual([
      "kbTitleRequired",
      "kbContentRequired",
    ]);
  });
});

describe("ZQaPairInput", () => {
  it("trims and accepts a pair", () => {
    expect(ZQaPairInput.parse({ question: " ¿Horario? ", answer: " 9 a 18 h " })).toEqual({
      question: "¿Horario?",
      answer: "9 a 18 h",
    });
  });

  it("reports missing and too long fields with message keys", () => {
    expect(issueMessages(ZQaPairInput.safeParse({ question: " ", answer: "" }))).toEqual([
      "qaQuestionRequired",
      "qaAnswerRequired",
    ]);
    expect(
      issueMessages(ZQaPairInput.safeParse({ question: "q".repeat(301), answer: "a".repeat(2_001) })),
    ).toEqual(["qaQuestionTooLong", "qaAnswerTooLong"]);
    expect(ZQaPairInput.safeParse({ question: "q".repeat(300), answer: "a".repeat(2_000) }).success).toBe(
      true,
    );
  });
});
