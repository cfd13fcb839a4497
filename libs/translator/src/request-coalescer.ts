import { translatorLimits } from '@circular/contract';
import { joinUsageMeters } from '@circular/runtime';
import type { CallbackManager, Callbacks } from '@langchain/core/callbacks/manager';
import { requestChars } from './batches.ts';
import { TranslationIncompleteError, type FailureReason } from './errors/index.ts';
import { noControls } from './controls/translation-controls.ts';
import { isSameLocale } from './locales.ts';
import { characterCount } from './parse-request.ts';
import type { PlannedRequest } from './plan-request.ts';
import { buildResponse, untranslatedKeys } from './translator-response.ts';
import type { TranslationJob } from './translation-job.ts';
import { adoptUnit, type TranslationUnit } from './translation-unit.ts';
import { byUnitKey } from './translations.ts';
import type { TranslatorRequest, TranslatorResponse } from '@circular/contract';

/** Callback handlers as a list: what a shared run can be given on behalf of several callers. */
export type CallbackHandlers = Exclude<Callbacks, CallbackManager | undefined>;

/** A request that needs the model, planned, with the caller's own signal and callbacks. */
export interface CoalescedRequest extends PlannedRequest {
  /** The request as the caller sent it, for running it on its own. */
  request: TranslatorRequest;
  signal?: AbortSignal | undefined;
  callbacks?: CallbackHandlers | undefined;
}

/**
 * Runs the translator graph on one request (the compiled graph's `invoke`, errors unwrapped);
 * `planned`, the request's plan when it is already made, spares the graph making it again.
 */
export type RunGraph = (
  request: TranslatorRequest,
  options: { signal?: AbortSignal | undefined; callbacks?: Callbacks | undefined; planned?: PlannedRequest | undefined },
) => Promise<TranslatorResponse>;

export interface RequestCoalescerOptions {
  runGraph: RunGraph;
  maxConcurrency: number;
  batchChars: number;
}

/**
 * How long requests are collected before their runs start. A timer rather than one event-loop turn
 * (`setImmediate`): under load the server's loop carries about one request per turn, so a turn
 * merges next to nothing, and the many small runs keep the loop that busy. Measured with 1,000
 * requests at once against the API (November 2026): until `setImmediate`, four runs of six cost
 * 316 to 522 model calls; with 2 ms, five of six cost 15 to 18 (the sixth 117); 5 and 10 ms did no
 * better. A lone request waits 2 ms, next to a model call's hundreds.
 */
const collectionMs = 2;

/**
 * Runs of one setting in flight before its next group is held, and the longest it is held. Under a
 * burst longer than a model call (1,000 requests arriving over seconds on a busy machine), 2 ms
 * groups become one small run each: measured (November 2026), the same burst cost 13 model calls on
 * one run and 187 on another, as the arrival rate moved. Holding the next group while a run is in
 * flight, until it finishes, the group fills up (the limits below), or `holdMs` passes, bounds a
 * burst's runs by its length over `holdMs` rather than over 2 ms, and under steady load sizes each
 * run by what arrived during the one before (group commit): a run's fixed cost (graph bookkeeping,
 * a model round trip, a memory transaction) is shared by more requests the busier the server is.
 * With four runs in flight before holding, 64 clients in a closed loop against a model answering at
 * once cost 95 to 107 model calls per 1,000 requests; with one, 32 to 45, and less server CPU per
 * request (one run each, November 2026). A request that finds no run in flight waits the 2 ms.
 */
const eagerRuns = 1;
const holdMs = 50;

interface Participant extends CoalescedRequest {
  /** Distinct texts this request needs translated (in one or more target locales). */
  texts: Set<string>;
  aborted: boolean;
  settled: boolean;
  resolve: (response: TranslatorResponse) => void;
  reject: (error: unknown) => void;
  /** Called when the participant aborts while its group's merged run is under way. */
  onAbortWhileRunning?: () => void;
  stopListening: () => void;
}

/** Requests collected for one graph run, and what their union adds up to. */
interface Group {
  /** The settings the group's requests share (the coalescer's key). */
  key: string;
  /** When its first request joined (performance.now()). */
  openedAt: number;
  sourceLocale: string;
  targetLocales: string[];
  context: string;
  serviceCoreContext: string | null;
  participants: Participant[];
  /** The distinct texts of the group. */
  texts: Set<string>;
  /** Characters of the distinct texts, as the contract's total limit counts them. */
  chars: number;
  /** Characters the distinct texts take up in model requests, per target locale. */
  requestChars: number;
  /** Rounds of `maxConcurrency` calls the largest participant would need alone (at least 1). */
  waves: number;
}

/**
 * Serves concurrent translator requests that need the model and share their settings (source
 * locale, target locales in canonical form, `context`, `service_core_context`) with one graph run
 * over the union of their texts. Each graph run costs several milliseconds of LangGraph and
 * LangChain bookkeeping and each model call its own round trip, whatever its size; under load,
 * one run and as few calls as the batch size allows serve many requests.
 *
 * - Requests are collected for 2 ms (`collectionMs`), so those that arrive together share a run;
 *   while a run of the same settings is in flight the next group is held until it finishes, the
 *   group fills up, or 50 ms (`holdMs`) pass, so a long burst costs few runs and a busy server
 *   shares each run among more requests.
 * - A merged run is one translator request over the group's distinct texts, so identical texts are
 *   translated once, and it stays within the contract's limits (keys, total characters) and needs
 *   no more rounds of `maxConcurrency` calls than its largest participant would alone: a group
 *   that would break either is closed and a new one opened.
 * - Each participant's response is built from its own request, exactly as if it had run alone.
 * - When a merged run fails, requests whose texts were not at fault do not: on
 *   TranslationIncompleteError, a request with untranslated texts gets its own error naming its own
 *   keys; every other request (and every request, for any other error) runs again on its own, where
 *   the translation memory already holds what the merged run verified.
 * - A request's signal cancels its own wait only; the merged run is cancelled once every
 *   participant has aborted.
 * - Every participant's callbacks see the shared run: usage they count is the calls made on its
 *   behalf, shared with the other participants (their usage meters joined as one handler of the run).
 */
export class RequestCoalescer {
  readonly #runGraph: RunGraph;
  readonly #maxConcurrency: number;
  readonly #batchChars: number;
  readonly #open = new Map<string, Group>();
  /** Runs in flight per group key. */
  readonly #running = new Map<string, number>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #timerAt = Infinity;

  constructor({ runGraph, maxConcurrency, batchChars }: RequestCoalescerOptions) {
    this.#runGraph = runGraph;
    this.#maxConcurrency = maxConcurrency;
    this.#batchChars = batchChars;
  }

  translate(request: CoalescedRequest): Promise<TranslatorResponse> {
    return new Promise<TranslatorResponse>((resolve, reject) => {
      const participant = enlist(request, resolve, reject);
      if (participant.settled) return;
      const { job } = request;
      const targetLocales = [...new Set(job.targets.map((target) => target.locale).filter((locale) => !isSameLocale(job.sourceLocale, locale)))].sort();
      const key = JSON.stringify([job.sourceLocale, targetLocales, job.context, job.serviceCoreContext]);
      let group = this.#open.get(key);
      if (group && !this.#fits(group, participant)) {
        this.#open.delete(key);
        this.#start(group);
        group = undefined;
      }
      if (!group) {
        const { sourceLocale, context, serviceCoreContext } = job;
        group = { key, openedAt: performance.now(), sourceLocale, targetLocales, context, serviceCoreContext, participants: [], texts: new Set(), chars: 0, requestChars: 0, waves: 1 };
        this.#open.set(key, group);
      }
      this.#add(group, participant);
      this.#flushIn(collectionMs);
    });
  }

  /** Starts every open group that is due: collected for 2 ms, and not held (see `eagerRuns`). */
  #flush() {
    const now = performance.now();
    let next = Infinity;
    for (const [key, group] of this.#open) {
      const age = now - group.openedAt;
      const held = (this.#running.get(key) ?? 0) >= eagerRuns;
      if (age >= collectionMs && (!held || age >= holdMs)) {
        this.#open.delete(key);
        this.#start(group);
      } else {
        next = Math.min(next, (age < collectionMs ? collectionMs : holdMs) - age);
      }
    }
    if (next < Infinity) this.#flushIn(next);
  }

  /** One timer for the earliest flush any open group needs. */
  #flushIn(delayMs: number) {
    const at = performance.now() + delayMs;
    if (this.#timer !== undefined && this.#timerAt <= at) return;
    clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#timerAt = Infinity;
      this.#flush();
    }, delayMs);
  }

  /** Runs the graph on behalf of a group of `key`, counted while in flight; a finished run lets a held group start. */
  #run(key: string, request: TranslatorRequest, options: Parameters<RunGraph>[1]): Promise<TranslatorResponse> {
    this.#running.set(key, (this.#running.get(key) ?? 0) + 1);
    const finished = () => {
      const left = this.#running.get(key)! - 1;
      if (left === 0) this.#running.delete(key);
      else this.#running.set(key, left);
      this.#flush();
    };
    const run = this.#runGraph(request, options);
    run.then(finished, finished);
    return run;
  }

  /** Whether the participant's texts can join the group's run without breaking a limit. */
  #fits(group: Group, participant: Participant): boolean {
    const added = [...participant.texts].filter((text) => !group.texts.has(text));
    const keys = group.texts.size + added.length;
    const chars = group.chars + added.reduce((sum, text) => sum + characterCount(text), 0);
    const waves = this.#waves(group.targetLocales.length, group.requestChars + added.reduce((sum, text) => sum + requestChars(text), 0));
    return keys <= translatorLimits.maxKeys && chars <= translatorLimits.maxTotalChars && waves <= Math.max(group.waves, this.#ownWaves(group, participant));
  }

  #add(group: Group, participant: Participant) {
    group.waves = Math.max(group.waves, this.#ownWaves(group, participant));
    group.participants.push(participant);
    for (const text of participant.texts) {
      if (group.texts.has(text)) continue;
      group.texts.add(text);
      group.chars += characterCount(text);
      group.requestChars += requestChars(text);
    }
  }

  #ownWaves(group: Group, participant: Participant): number {
    return this.#waves(
      group.targetLocales.length,
      [...participant.texts].reduce((sum, text) => sum + requestChars(text), 0),
    );
  }

  /** Rounds of `maxConcurrency` model calls for these texts in every target locale (an estimate: batches are packed greedily). */
  #waves(locales: number, chars: number): number {
    return Math.ceil((locales * Math.ceil(chars / this.#batchChars)) / this.#maxConcurrency);
  }

  #start(group: Group) {
    const participants = group.participants.filter((participant) => !participant.settled);
    if (participants.length === 0) return;
    if (participants.length === 1) {
      const [participant] = participants as [Participant];
      this.#runAlone(group.key, participant, participant);
      return;
    }
    const controller = new AbortController();
    for (const participant of participants) {
      participant.onAbortWhileRunning = () => {
        if (participants.every((other) => other.aborted)) controller.abort(participant.signal?.reason);
      };
    }
    // Keyed by distinct text (of the requests still waiting), not by the requests' own keys: two
    // requests may use one key for different texts, and one text is translated once.
    const textKeys = new Map<string, string>();
    for (const participant of participants) for (const text of participant.texts) if (!textKeys.has(text)) textKeys.set(text, `text_${textKeys.size + 1}`);
    const request: TranslatorRequest = {
      source_locale: group.sourceLocale,
      target_locales: group.targetLocales,
      context: group.context,
      service_core_context: group.serviceCoreContext,
      data: Object.fromEntries([...textKeys].map(([text, key]) => [key, text])),
    };
    // The participants' usage meters as one handler: the run's calls are counted in each all the same.
    const callbacks = joinUsageMeters([...new Set(participants.flatMap((participant) => participant.callbacks ?? []))]);
    this.#run(group.key, request, { signal: controller.signal, callbacks, planned: mergedPlan(group, participants, request, textKeys) }).then(
      (response) => {
        for (const participant of participants) {
          // The run's answers to this participant's texts, over what the memory gave it.
          const given = new Map(participant.pending.map((unit) => [unit.key, response.translations.data[unit.targetLocale]![textKeys.get(unit.text)!]!]));
          settle(participant, () => participant.resolve(buildResponse(participant.job, (key) => given.get(key) ?? participant.recalled[key]!)));
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const reasons = error instanceof TranslationIncompleteError ? reasonsByText(error, textKeys) : undefined;
        for (const participant of participants) {
          if (participant.settled) continue;
          const failed = reasons ? untranslatedUnits(participant.pending, reasons) : new Map<string, FailureReason>();
          if (failed.size > 0) {
            const attempts = (error as TranslationIncompleteError).attempts;
            settle(participant, () => participant.reject(new TranslationIncompleteError(untranslatedKeys(participant.job, failed), { attempts })));
          } else {
            this.#runAlone(group.key, participant);
          }
        }
      },
    );
  }

  /**
   * Runs one participant's own request with its own signal and callbacks, as without coalescing;
   * with its plan when it is fresh (not after a merged run, whose verified texts the memory now holds).
   */
  #runAlone(key: string, participant: Participant, planned?: PlannedRequest) {
    const { request, signal, callbacks } = participant;
    this.#run(key, request, { signal, callbacks, planned }).then(
      (response) => settle(participant, () => participant.resolve(response)),
      (error: unknown) => settle(participant, () => participant.reject(error)),
    );
  }
}

/**
 * The merged request's plan, put together from its participants' plans rather than made again: its
 * pending units are theirs (one per distinct text and locale), each adopted under the text's key in
 * the merged request; what the memory gave them stays recalled, as a merged text may be pending in
 * one locale for one participant and recalled in another for the same participant.
 */
function mergedPlan(group: Group, participants: readonly Participant[], request: TranslatorRequest, textKeys: ReadonlyMap<string, string>): PlannedRequest {
  const job: TranslationJob = {
    sourceLocale: group.sourceLocale,
    targets: group.targetLocales.map((locale) => ({ requested: locale, locale })),
    context: group.context,
    serviceCoreContext: group.serviceCoreContext,
    data: request.data,
    controls: noControls,
  };
  const pending = new Map<string, TranslationUnit>();
  const recalled = byUnitKey();
  for (const participant of participants) {
    Object.assign(recalled, participant.recalled);
    for (const unit of participant.pending) {
      if (pending.has(unit.key)) continue;
      pending.set(unit.key, unit);
      adoptUnit(job, textKeys.get(unit.text)!, unit);
    }
  }
  return { job, recalled, pending: [...pending.values()] };
}

/** A participant whose abort rejects its own wait at once; already settled if its signal has aborted. */
function enlist(request: CoalescedRequest, resolve: Participant['resolve'], reject: Participant['reject']): Participant {
  const { signal } = request;
  const onAbort = () => {
    participant.aborted = true;
    settle(participant, () => reject(signal!.reason));
    participant.onAbortWhileRunning?.();
  };
  const participant: Participant = {
    ...request,
    texts: new Set(request.pending.map((unit) => unit.text)),
    aborted: false,
    settled: false,
    resolve,
    reject,
    stopListening: () => signal?.removeEventListener('abort', onAbort),
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return participant;
}

function settle(participant: Participant, outcome: () => void) {
  if (participant.settled) return;
  participant.settled = true;
  participant.stopListening();
  outcome();
}

/** Why each text failed, by target locale and text, from a merged run's error. */
function reasonsByText(error: TranslationIncompleteError, textKeys: ReadonlyMap<string, string>): Map<string, FailureReason> {
  const textByKey = new Map([...textKeys].map(([text, key]) => [key, text]));
  return new Map(error.keys.map(({ target_locale, key, rule, reason }) => [JSON.stringify([target_locale, textByKey.get(key)]), { rule, reason }]));
}

/** The participant's units among the failed texts, with the reason, by unit key. */
function untranslatedUnits(pending: readonly TranslationUnit[], reasons: ReadonlyMap<string, FailureReason>): Map<string, FailureReason> {
  const failed = new Map<string, FailureReason>();
  for (const unit of pending) {
    const reason = reasons.get(JSON.stringify([unit.targetLocale, unit.text]));
    if (reason !== undefined) failed.set(unit.key, reason);
  }
  return failed;
}
