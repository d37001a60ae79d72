/**
 * The one analytics hook (spec §7: "a form-submit analytics event is fired"). No third-party script:
 * events go to a replaceable sink, by default a DOM event that a deployment may listen to
 * (`window.addEventListener("asistente:analytics", …)`) and that tests can observe.
 */
export type AnalyticsEvent = { name: "demo_form_submit"; properties?: Record<string, string | boolean> };
export type AnalyticsSink = (event: AnalyticsEvent) => void;

export const ANALYTICS_DOM_EVENT = "asistente:analytics";

const domEventSink: AnalyticsSink = (event) =>
  window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: event }));

let sink: AnalyticsSink = domEventSink;

/** Plugs in another destination (an analytics provider's client, a test spy). */
export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

/** Never lets a broken sink break the page that reports the event. */
export function trackEvent(event: AnalyticsEvent): void {
  try {
    sink(event);
  } catch (error) {
    console.error("[analytics] sink failed", error);
  }
}
