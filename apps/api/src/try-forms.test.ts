import { openapiDocument, type OpenApiDocument } from '@circular/contract';
import { describe, expect, it } from 'vitest';
import { renderTryForms, tryForms } from './try-forms.ts';

const listingForm = { order: 1, title: 'Validate a listing', hint: 'A listing, checked.' };
/** A `POST` operation; `tryForm: null` for one that asks for no form. */
const operation = (requestBody: unknown, tryForm: unknown = listingForm) =>
  ({ post: { operationId: 'validateListing', requestBody, responses: {}, ...(tryForm === null ? {} : { 'x-try-form': tryForm }) } }) as unknown as NonNullable<OpenApiDocument['paths']>[string];

describe('tryForms', () => {
  it('offers a form for each operation of the served document that asks for one, in its order, the ID validator with a photo picker', () => {
    const forms = tryForms(openapiDocument);
    const paths = forms.map((form) => form.path);
    expect(paths).toEqual(['/service_ai_id_validator', '/service_ai_value_estimation', '/service_ai_translator', '/service_ai_c2c_validation']);
    const idForm = forms.find((form) => form.path === '/service_ai_id_validator')!;
    expect(idForm.upload).toEqual({ field: 'images', label: 'Document photos' });
    // The served example that fetches nothing: its images are embedded.
    expect((idForm.example as { images: string[] }).images.every((image) => image.startsWith('data:image/'))).toBe(true);
  });

  it('starts from the first example that fetches nothing, the first one when every example does', () => {
    const doc = (examples: Record<string, unknown>): OpenApiDocument => ({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/service_ai_id_validator': operation({ content: { 'application/json': { examples } } }) },
    });
    const remote = { value: { images: ['https://uploads.example.com/a.jpg'] } };
    const embedded = { value: { images: ['data:image/png;base64,AAAA'] } };
    expect(tryForms(doc({ remote, embedded }))[0]!.example).toEqual(embedded.value);
    expect(tryForms(doc({ remote }))[0]!.example).toEqual(remote.value);
  });

  it('has no form for an operation the document lacks or that asks for none, and one as soon as it does', () => {
    const without: OpenApiDocument = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} };
    expect(tryForms(without)).toEqual([]);
    expect(tryForms({ ...without, paths: { '/service_ai_c2c_validation': operation({}, null) } })).toEqual([]);
    const listing = { title: 'Bike', price: 50 };
    const withListing: OpenApiDocument = {
      ...without,
      paths: { '/service_ai_c2c_validation': operation({ content: { 'application/json': { examples: { bike: { $ref: '#/components/examples/Bike' } } } } }) },
      components: { examples: { Bike: { value: listing } } },
    };
    expect(tryForms(withListing)).toEqual([
      expect.objectContaining({ id: 'try-validateListing', method: 'POST', path: '/service_ai_c2c_validation', title: 'Validate a listing', hint: 'A listing, checked.', example: listing }),
    ]);
  });

  it("orders the forms by their extension's order, not by where the operations stand in the document", () => {
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/b': operation({}, { order: 2, title: 'B', hint: 'h' }), '/a': operation({}, { order: 1, title: 'A', hint: 'h', upload: { field: 'images', label: 'Photos' } }) },
    };
    expect(tryForms(doc).map((form) => [form.path, form.upload])).toEqual([
      ['/a', { field: 'images', label: 'Photos' }],
      ['/b', undefined],
    ]);
  });

  it('starts from an empty object when the operation has no example', () => {
    const doc: OpenApiDocument = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/service_ai_translator': operation({ content: { 'application/json': { schema: {} } } }) } };
    expect(tryForms(doc)[0]!.example).toEqual({});
  });
});

describe('renderTryForms', () => {
  it('renders the example escaped in an editable body, and a file picker only where photos are sent', () => {
    const html = renderTryForms([
      { id: 'try-a', method: 'POST', path: '/a', title: 'A', hint: 'h', example: { text: '</textarea><script>' } },
      { id: 'try-b', method: 'POST', path: '/b', title: 'B', hint: 'h', example: {}, upload: { field: 'images', label: 'Photos' } },
    ]);
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;');
    expect(html.match(/type="file"/g)).toHaveLength(1);
    expect(html).toContain('data-upload="images"');
  });

  it("keeps an upload form's example images out of the text box, in a script block that cannot be closed early", () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const html = renderTryForms([
      { id: 'try-id', method: 'POST', path: '/id', title: 'ID', hint: 'h', example: { language: 'en', images: [image, '</script><b>'] }, upload: { field: 'images', label: 'Photos' } },
    ]);
    const textarea = html.slice(html.indexOf('<textarea'), html.indexOf('</textarea>'));
    expect(textarea).toContain('&quot;language&quot;');
    expect(textarea).not.toContain('images');
    const script = html.match(/<script type="application\/json" class="example-uploads">([^]*?)<\/script>/);
    expect(JSON.parse(script![1]!)).toEqual([image, '</script><b>']);
  });

  it('leaves the example whole in the text box when it has no images to send', () => {
    const html = renderTryForms([{ id: 'try-id', method: 'POST', path: '/id', title: 'ID', hint: 'h', example: { language: 'en' }, upload: { field: 'images', label: 'Photos' } }]);
    expect(html).not.toContain('class="example-uploads"');
    expect(html).toContain('&quot;language&quot;');
  });

  it('renders nothing when there is no form', () => {
    expect(renderTryForms([])).toBe('');
  });
});
