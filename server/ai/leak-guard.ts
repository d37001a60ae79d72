import "server-only";
import { PROMPT_LEAK_MARKERS } from "@/server/ai/prompt";

/**
 * Defence in depth against system-prompt leakage (OWASP LLM07): even if an injected document talks
 * the model into repeating its instructions, the canary and rule sentences never reach the user.
 */

const normalise = (text: string) => text.replace(/\s+/g, " ").toLowerCase();

/** True when the text repeats the canary or a rule sentence (ignoring case and spacing). */
export function leaksSystemPrompt(text: string, markers: readonly string[] = PROMPT_LEAK_MARKERS): boolean {
  const haystack = normalise(text);
  return markers.some((marker) => haystack.includes(normalise(marker)));
}

/**
 * Filters streamed deltas: it holds back only a tail that could be the start of a marker, so ordinary
 * text streams without delay, and it stops releasing anything once a marker has appeared.
 */
export class LeakGuard {
  private text = "";
  private released = 0;
  private tripped = false;
  private readonly markers: string[];

  constructor(markers: readonly string[] = PROMPT_LEAK_MARKERS) {
    this.markers = markers.map(normalise);
  }

  get leaked(): boolean {
    return this.tripped;
  }

  /** Adds a delta; returns the text that is now safe to show (possibly empty). */
  push(delta: string): string {
    if (this.tripped) return "";
    this.text += delta;
    if (leaksSystemPrompt(this.text, this.markers)) {
      this.tripped = true;
      return "";
    }
    return this.release(this.text.length - this.heldBackLength());
  }

  /** At the end of the stream nothing can complete a marker any more: release the held tail. */
  flush(): string {
    return this.tripped ? "" : this.release(this.text.length);
  }

  private release(upTo: number): string {
    const safe = this.text.slice(this.released, Math.max(upTo, this.released));
    this.released += safe.length;
    return safe;
  }

  private heldBackLength(): number {
    // Lower-casing keeps lengths (markers are ASCII), so `held` counts characters of the raw text.
    const tail = this.text.slice(this.released).toLowerCase();
    let held = 0;
    for (const marker of this.markers) {
      for (let length = Math.min(marker.length - 1, tail.length); length > held; length--) {
        if (tail.endsWith(marker.slice(0, length))) {
          held = length;
          break;
        }
      }
    }
    return held;
  }
}
