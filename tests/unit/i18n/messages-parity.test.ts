import en from "@/messages/en.json";
import es from "@/messages/es.json";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

/** Top-level ICU argument names ("{count, plural, one {...}}" → count); nested branch text is skipped. */
function placeholders(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") {
      if (depth === 0) names.push(/^\{\s*(\w+)/.exec(text.slice(i))?.[1] ?? "");
      depth++;
    } else if (text[i] === "}") depth--;
  }
  return names.sort();
}

describe("messages", () => {
  const esLeaves = leaves(es as Tree);
  const enLeaves = leaves(en as Tree);

  it("has the same keys in Spanish and English", () => {
    expect([...enLeaves.keys()].sort()).toEqual([...esLeaves.keys()].sort());
  });

  it("has no empty texts", () => {
    const empty = [...esLeaves, ...enLeaves].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("uses the same placeholders in both languages", () => {
    const mismatched = [...esLeaves].filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(enLeaves.get(key) ?? "")),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
