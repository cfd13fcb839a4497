import { HumanMessage, type AIMessage } from '@langchain/core/messages';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { Annotation, StateGraph } from '@langchain/langgraph';
import { ROOT_CONTEXT, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { GraphSpans } from './graph-spans.ts';

const photo = `data:image/jpeg;base64,${'/9j/4AAQSkZJRgABAQ'.repeat(40)}`;

/** A model that answers with the usage a provider reports. */
class MeteredModel extends FakeListChatModel {
  // What a provider's client reports of itself (ChatOpenAI: provider openai, the model's name).
  override getLsParams(options: this['ParsedCallOptions']) {
    return { ...super.getLsParams(options), ls_provider: 'fakeai', ls_model_name: 'fake-1' };
  }

  override async _generate(...args: Parameters<FakeListChatModel['_generate']>) {
    const result = await super._generate(...args);
    const message = result.generations[0]!.message as AIMessage;
    message.usage_metadata = { input_tokens: 12, output_tokens: 3, total_tokens: 15 };
    message.response_metadata = { model_name: 'fake-1-2026' };
    return result;
  }
}

/** Two nodes; the second asks the model with a photo, or fails when told to. */
function graphWith(model: MeteredModel) {
  const State = Annotation.Root({ fail: Annotation<boolean>, answer: Annotation<string> });
  return new StateGraph(State)
    .addNode('readRequest', () => ({}))
    .addNode('askModel', async (state) => {
      if (state.fail) throw new TypeError('broken');
      const reply = await model.invoke([new HumanMessage({ content: [{ type: 'text', text: 'What is it?' }, { type: 'image_url', image_url: { url: photo } }] })]);
      return { answer: String(reply.content) };
    })
    .addEdge('__start__', 'readRequest')
    .addEdge('readRequest', 'askModel')
    .addEdge('askModel', '__end__')
    .compile({ name: 'demo' });
}

async function traced(input: { fail: boolean }, captureContent = false): Promise<{ spans: ReadableSpan[]; error?: unknown }> {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const handler = new GraphSpans({ root: ROOT_CONTEXT, captureContent, tracer: provider.getTracer('test') });
  let error: unknown;
  await graphWith(new MeteredModel({ responses: ['a bicycle'] }))
    .invoke(input, { callbacks: [handler] })
    .catch((caught: unknown) => (error = caught));
  await provider.forceFlush();
  return { spans: exporter.getFinishedSpans(), error };
}

const byName = (spans: ReadableSpan[], name: string) => spans.find((span) => span.name === name);

describe('GraphSpans', () => {
  it('makes a span for the graph, one per node under it, and one per model call under its node, with model and tokens', async () => {
    const { spans } = await traced({ fail: false });
    expect(spans.map((span) => span.name).sort()).toEqual(['chat fake-1', 'graph demo', 'node askModel', 'node readRequest']);
    const graph = byName(spans, 'graph demo')!;
    const node = byName(spans, 'node askModel')!;
    const call = byName(spans, 'chat fake-1')!;
    expect(graph.parentSpanContext).toBeUndefined();
    expect(node.parentSpanContext?.spanId).toBe(graph.spanContext().spanId);
    expect(byName(spans, 'node readRequest')!.parentSpanContext?.spanId).toBe(graph.spanContext().spanId);
    expect(call.parentSpanContext?.spanId).toBe(node.spanContext().spanId);
    expect(call.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'fakeai',
      'gen_ai.request.model': 'fake-1',
      'gen_ai.response.model': 'fake-1-2026',
      'gen_ai.usage.input_tokens': 12,
      'gen_ai.usage.output_tokens': 3,
    });
  });

  it('keeps prompts and answers out of the attributes unless content capture is on', async () => {
    const { spans } = await traced({ fail: false });
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain('What is it?');
  });

  it('with content capture, records prompt and answer with the photo replaced by a marker', async () => {
    const { spans } = await traced({ fail: false }, true);
    const call = byName(spans, 'chat fake-1')!;
    expect(call.attributes['gen_ai.input.messages']).toContain('What is it?');
    expect(call.attributes['gen_ai.input.messages']).toContain('[image/jpeg redacted');
    expect(call.attributes['gen_ai.input.messages']).not.toContain('/9j/4AAQSkZJRgABAQ');
    expect(call.attributes['gen_ai.output.messages']).toBe('"a bicycle"');
  });

  it('marks the failing node and the graph as errors, naming the error type and not its message', async () => {
    const { spans, error } = await traced({ fail: true });
    expect(error).toBeInstanceOf(TypeError);
    for (const name of ['node askModel', 'graph demo']) {
      expect(byName(spans, name)!.status).toEqual({ code: SpanStatusCode.ERROR, message: 'TypeError' });
      expect(byName(spans, name)!.attributes['error.type']).toBe('TypeError');
    }
    expect(byName(spans, 'chat fake-1')).toBeUndefined();
  });
});
