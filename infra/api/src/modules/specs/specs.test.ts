import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ProductWire, SpecField } from '@xchange/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drivers } from '../../test/test-db.ts';
import { jsonClient, multipartCall, picture, type Part } from '../../test/seller-products-test-kit.ts';
import { tinyPdf } from '../../security/security-kit.ts';
import { seedShop, type ShopFixture } from '../shop/shop-test-kit.ts';

const form = (over: Record<string, string> = {}): Part[] =>
  Object.entries({
    productname: 'Keysight MSOX3104T',
    description: 'Four channels, 1 GHz',
    price: '15000',
    sellinginstrument: 'Oscilloscopes',
    manufacturer: 'Keysight',
    condition: 'Used',
    ...over,
  });

for (const driver of drivers) {
  describe(`specification fields, listing facts and certificates (${driver})`, () => {
    let t: TestApp;
    let f: ShopFixture;
    let call: ReturnType<typeof jsonClient>;
    const field: Record<'bandwidth' | 'display' | 'mso' | 'options', SpecField> = {} as never;
    let oscilloscopes = 0;
    let published = 0;
    const publish = (over: Record<string, string> = {}, files: Part[] = []) =>
      multipartCall(t, 'POST', 'product/savewithfiles', [...form(over), ...files], f.sellerA);
    const search = async (body: object) => {
      const r = await call('POST', 'home/homepage', { body: { size: 50, ...body } });
      return (r.body.body.content as ProductWire[]).map((p) => p.id).sort((a, b) => a - b);
    };
    const certificateFiles = () =>
      existsSync(path.join(t.config.mediaDir, 'certificates')) ? readdirSync(path.join(t.config.mediaDir, 'certificates')) : [];

    before(async () => {
      t = await createTestApp(driver);
      call = jsonClient(t);
      f = await seedShop(t);
      oscilloscopes = (await call('GET', 'specs/fields?category=oscilloscopes')).body.categoryId;
    });
    after(() => t.close());

    test('the admin adds fields of every kind; names are unique per category and lists need two choices', async () => {
      const add = (body: object) => call('POST', 'specs/fields', { body: { categoryId: oscilloscopes, ...body }, as: f.admin });
      field.bandwidth = (await add({ name: 'Bandwidth', kind: 'number', unit: 'MHz', filterable: true })).body;
      field.display = (
        await add({ name: 'Display', kind: 'choice', options: [{ label: 'Touch' }, { label: 'Buttons only' }], filterable: true })
      ).body;
      field.mso = (await add({ name: 'Mixed signal', kind: 'boolean', filterable: true })).body;
      field.options = (await add({ name: 'Options fitted', kind: 'text', filterable: true })).body;
      assert.deepEqual(
        [field.bandwidth.position, field.display.options, field.options.filterable],
        [
          0,
          [
            { id: 1, label: 'Touch' },
            { id: 2, label: 'Buttons only' },
          ],
          false,
        ],
        'text is never a filter',
      );
      const same = await add({ name: 'bandwidth', kind: 'number', unit: 'GHz' });
      assert.deepEqual([same.status, same.body.errors], [409, ['Oscilloscopes already has a field named "bandwidth".']]);
      const one = await add({ name: 'Probe type', kind: 'choice', options: [{ label: 'Passive' }] });
      assert.deepEqual([one.status, one.body.errors], [400, ['A list needs at least two choices.']]);
      const fields = (await call('GET', 'specs/fields?category=Oscilloscopes')).body.fields as SpecField[];
      assert.deepEqual(
        fields.map((x) => [x.name, x.kind]),
        [
          ['Bandwidth', 'number'],
          ['Display', 'choice'],
          ['Mixed signal', 'boolean'],
          ['Options fitted', 'text'],
        ],
      );
    });

    test("a listing's values are typed and checked by kind and unit; a field of another category is refused", async () => {
      const specs = JSON.stringify({
        [field.bandwidth.id]: '1,000 MHz',
        [field.display.id]: 'touch',
        [field.mso.id]: true,
        [field.options.id]: 'D6000BDLA',
      });
      const ok = await publish({ specs });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      published = (ok.body as ProductWire).id;
      assert.deepEqual(
        (ok.body as ProductWire).specs!.map((s) => [s.name, s.value, s.display]),
        [
          ['Bandwidth', 1000, '1,000 MHz'],
          ['Display', 1, 'Touch'],
          ['Mixed signal', true, 'Yes'],
          ['Options fitted', 'D6000BDLA', 'D6000BDLA'],
        ],
      );
      const bad = await publish({
        specs: JSON.stringify({ [field.bandwidth.id]: '1 GHz', [field.display.id]: 'Knobs', [field.mso.id]: 'sometimes', 999999: 4 }),
      });
      assert.deepEqual(
        [bad.status, bad.body.errors],
        [
          400,
          [
            'Bandwidth must be a number in MHz.',
            'Choose Display from its list.',
            'Mixed signal must be Yes or No.',
            'Field 999999 is not a specification of Oscilloscopes.',
          ],
        ],
      );
      const other = await publish({ sellinginstrument: 'Multimeters', specs: JSON.stringify({ [field.bandwidth.id]: 100 }) });
      assert.deepEqual(other.body.errors, [`Field ${field.bandwidth.id} is not a specification of Multimeters.`]);
    });

    test('range, choice and yes/no filters, with the category, narrow the shop (docs/product.md §2.4)', async () => {
      const put = async (id: number, values: Record<number, unknown>) => {
        const own = (await call('GET', `product/${id}`)).body as ProductWire;
        const r = await call('PUT', 'product/update', {
          as: own.sellerid === f.sellerA.id ? f.sellerA : f.sellerB,
          body: {
            id,
            productname: own.productname,
            description: own.description || 'Scope',
            price: own.price,
            sellinginstrument: 'Oscilloscopes',
            manufacturer: own.manufacturer,
            specs: values,
          },
        });
        assert.equal(r.status, 200, JSON.stringify(r.body));
      };
      await put(f.p.dsox, { [field.bandwidth.id]: 350, [field.display.id]: 1, [field.mso.id]: false });
      await put(f.p.mdo, { [field.bandwidth.id]: 1000, [field.display.id]: 2, [field.mso.id]: true });
      await put(f.p.dsox3024, { [field.bandwidth.id]: 200, [field.display.id]: 1 });
      const osc = { category: 'Oscilloscopes' };
      const byId = (...ids: number[]) => ids.sort((a, b) => a - b);
      assert.deepEqual(
        await search({ ...osc, specs: [{ field: field.bandwidth.id, min: 300, max: 1000 }] }),
        byId(f.p.dsox, f.p.mdo, published),
      );
      assert.deepEqual(await search({ ...osc, specs: [{ field: field.bandwidth.id, max: 349.9 }] }), [f.p.dsox3024]);
      assert.deepEqual(await search({ ...osc, specs: [{ field: field.display.id, options: [2] }] }), [f.p.mdo]);
      assert.deepEqual(await search({ ...osc, specs: [{ field: field.mso.id, yes: false }] }), [f.p.dsox]);
      assert.deepEqual(
        await search({
          ...osc,
          specs: [
            { field: field.bandwidth.id, min: 100 },
            { field: field.display.id, options: [1] },
          ],
        }),
        byId(f.p.dsox, f.p.dsox3024, published),
      );
      const range = ((await call('GET', 'specs/fields?category=Oscilloscopes')).body.fields as SpecField[]).find(
        (x) => x.id === field.bandwidth.id,
      )!.range;
      assert.deepEqual(range, { min: 200, max: 1000 });
      const wrong = await call('POST', 'home/homepage', { body: { specs: [{ field: field.bandwidth.id }] } });
      assert.deepEqual([wrong.status, wrong.body.errors], [400, ['A range filter needs a lowest or a highest value.']]);
    });

    test('a rename relabels values; a new kind, a new unit or a used choice removed is refused while listings use them', async () => {
      const update = (body: object) => call('PUT', 'specs/fields', { body, as: f.admin });
      const renamed = await update({ id: field.bandwidth.id, name: 'Analog bandwidth', kind: 'number', unit: 'MHz', filterable: true });
      assert.equal(renamed.body.uses, 4);
      assert.equal((await call('GET', `product/${f.p.mdo}`)).body.specs[0].name, 'Analog bandwidth');
      const kind = await update({ id: field.bandwidth.id, name: 'Analog bandwidth', kind: 'text' });
      assert.deepEqual(
        [kind.status, kind.body.errors],
        [409, ['"Analog bandwidth" has values on 4 listings, so its kind cannot change. Add a new field instead.']],
      );
      const unit = await update({ id: field.bandwidth.id, name: 'Analog bandwidth', kind: 'number', unit: 'GHz' });
      assert.deepEqual(unit.body.errors, [
        '"Analog bandwidth" has values in MHz on 4 listings: a new unit would mislabel them. Add a new field instead.',
      ]);
      const dropped = await update({
        id: field.display.id,
        name: 'Display',
        kind: 'choice',
        options: [{ id: 1, label: 'Touch' }, { label: 'Knobs' }],
      });
      assert.deepEqual(dropped.body.errors, [
        'The choice "Buttons only" is given by 1 listing, so it cannot be removed. Rename it instead.',
      ]);
      const relabel = await update({
        id: field.display.id,
        name: 'Display',
        kind: 'choice',
        options: [{ id: 1, label: 'Touch' }, { id: 2, label: 'Keys and knobs' }, { label: 'None' }],
      });
      assert.deepEqual(relabel.body.options, [
        { id: 1, label: 'Touch' },
        { id: 2, label: 'Keys and knobs' },
        { id: 3, label: 'None' },
      ]);
      assert.equal(
        ((await call('GET', `product/${f.p.mdo}`)).body as ProductWire).specs!.find((s) => s.fieldId === field.display.id)!.display,
        'Keys and knobs',
      );
    });

    test('deleting a field needs the count the admin was shown; its values go with it', async () => {
      const admin = (await call('GET', `specs/admin-fields?id=${oscilloscopes}`, { as: f.admin })).body.fields as SpecField[];
      const mso = admin.find((x) => x.id === field.mso.id)!;
      assert.equal(mso.uses, 3);
      const stale = await call('PUT', `specs/deleteField?id=${mso.id}&uses=2`, { as: f.admin });
      assert.deepEqual(
        [stale.status, stale.body.errors],
        [409, ['"Mixed signal" now has values on 3 listings, not 2. Check the new count before deleting it.']],
      );
      const gone = await call('PUT', `specs/deleteField?id=${mso.id}&uses=3`, { as: f.admin });
      assert.deepEqual(gone.body, { message: 'The field "Mixed signal" is deleted.' });
      assert.ok(!((await call('GET', `product/${f.p.mdo}`)).body as ProductWire).specs!.some((s) => s.fieldId === mso.id));
      const order = await call('PUT', 'specs/order', {
        body: { categoryId: oscilloscopes, ids: [field.options.id, field.display.id, field.bandwidth.id] },
        as: f.admin,
      });
      assert.deepEqual(
        (order.body.fields as SpecField[]).map((x) => x.name),
        ['Options fitted', 'Display', 'Analog bandwidth'],
      );
      const partial = await call('PUT', 'specs/order', { body: { categoryId: oscilloscopes, ids: [field.options.id] }, as: f.admin });
      assert.deepEqual(partial.body.errors, ["Send every one of the category's fields, each once, in their new order."]);
    });

    test('facts: a calibrated listing needs its date and laboratory; the serial shows only its last 4 to others', async () => {
      const missing = await publish({ calibrated: 'true', shipping: 'fixed' });
      assert.deepEqual(missing.body.errors, [
        'Enter the calibration date.',
        'Enter the laboratory that calibrated it.',
        'Enter the shipping price.',
      ]);
      const r = await publish({
        grade: 'B',
        gradeNote: 'Light marks on the handle',
        hoursOfUse: '2400',
        warrantyDays: '90',
        modelNumber: 'MSOX3104T',
        serialNumber: 'MY58121234',
        year: '2019',
        shipping: 'fixed',
        shippingPrice: '95',
        leadTimeDays: '3',
        returnsDays: '14',
        paymentTerms: 'Wire transfer,Credit card',
      });
      const p = r.body as ProductWire;
      assert.deepEqual(
        [p.grade, p.hoursOfUse, p.warrantyDays, p.serialNumber, p.shipping, p.shippingPrice, p.returnsDays, p.paymentTerms],
        ['B', 2400, 90, 'MY58121234', 'fixed', 95, 14, ['Wire transfer', 'Credit card']],
      );
      const seen = (await call('GET', `product/${p.id}`, { as: f.buyer })).body as ProductWire;
      assert.equal(seen.serialNumber, '••••••1234');
      assert.equal(((await call('GET', `product/${p.id}`)).body as ProductWire).gradeNote, 'Light marks on the handle');
    });

    test('a certificate is a PDF by content and size, attached only when calibrated, and served as a download', async () => {
      const calibrated = {
        calibrated: 'true',
        calibrationDate: '2026-03-02',
        calibrationDue: '2027-03-02',
        calibrationLab: 'Keysight Calibration Services',
        calibrationAccreditation: 'ISO/IEC 17025',
        modelNumber: 'MSOX3104T',
      };
      const png = await publish(calibrated, [['certificate', { data: await picture('png'), filename: 'certificate.pdf' }]]);
      assert.deepEqual([png.status, png.body.errors], [415, ['Please choose a PDF file for the calibration certificate.']]);
      const pdf = await tinyPdf();
      const big = await publish(calibrated, [
        ['certificate', { data: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), filename: 'big.pdf' }],
      ]);
      assert.deepEqual([big.status, big.body.errors], [413, ['A calibration certificate may be at most 10 MB.']]);
      const uncalibrated = await publish({}, [['certificate', { data: pdf, filename: 'c.pdf' }]]);
      assert.deepEqual(uncalibrated.body.errors, ['Mark the listing as calibrated and save it before attaching a certificate.']);
      assert.deepEqual(certificateFiles(), [], 'refused certificates leave no file');

      const ok = await publish(calibrated, [['certificate', { data: pdf, filename: 'c.pdf' }]]);
      const p = ok.body as ProductWire;
      assert.deepEqual(p.calibration, {
        calibrated: true,
        date: '2026-03-02',
        dueDate: '2027-03-02',
        laboratory: 'Keysight Calibration Services',
        accreditation: 'ISO/IEC 17025',
        certificate: { url: `/api/v1/product/${p.id}/certificate`, bytes: pdf.length },
      });
      const file = await t.app.inject({ url: p.calibration!.certificate!.url });
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.equal(file.headers['content-disposition'], 'attachment; filename="MSOX3104T-calibration-certificate.pdf"');
      assert.equal(file.headers['x-content-type-options'], 'nosniff');
      assert.ok(file.rawPayload.equals(pdf));
      const [stored] = certificateFiles();
      assert.equal((await t.app.inject({ url: `/media/certificates/${stored}` })).statusCode, 404, 'never served inline from /media');

      // replacing it through the upload call removes the old file; an update that does not send it back drops it
      const upload = await multipartCall(
        t,
        'POST',
        `product/certificate?productid=${p.id}`,
        [['file', { data: pdf, filename: 'new.pdf' }]],
        f.sellerA,
      );
      assert.equal(upload.status, 200, JSON.stringify(upload.body));
      assert.equal(certificateFiles().length, 1);
      const updated = await call('PUT', 'product/update', {
        as: f.sellerA,
        body: {
          id: p.id,
          productname: p.productname,
          description: p.description,
          price: p.price,
          sellinginstrument: 'Oscilloscopes',
          manufacturer: 'Keysight',
          ...calibrated,
          calibrated: true,
          calibrationCertificate: '',
        },
      });
      assert.equal(updated.body.calibration.certificate, null);
      assert.deepEqual(certificateFiles(), []);
      assert.equal((await t.app.inject({ url: `/api/v1/product/${p.id}/certificate` })).statusCode, 404);
      const notCalibrated = await multipartCall(
        t,
        'POST',
        `product/certificate?productid=${f.p.dsox}`,
        [['file', { data: pdf, filename: 'c.pdf' }]],
        f.sellerA,
      );
      assert.deepEqual(
        [notCalibrated.status, notCalibrated.body.errors],
        [400, ['Mark the listing as calibrated and save it before attaching a certificate.']],
      );
    });

    test('the shop filters calibrated listings with a certificate, grades and warranty', async () => {
      const pdf = await tinyPdf();
      const certified = (
        await publish({ calibrated: 'true', calibrationDate: '2026-01-10', calibrationLab: 'Trescal', grade: 'A', warrantyDays: '365' }, [
          ['certificate', { data: pdf, filename: 'c.pdf' }],
        ])
      ).body as ProductWire;
      const calibratedOnly = (
        await publish({
          productname: 'No certificate scope',
          calibrated: 'true',
          calibrationDate: '2026-01-10',
          calibrationLab: 'Trescal',
          grade: 'C',
          warrantyDays: '30',
        })
      ).body as ProductWire;
      const osc = { category: 'Oscilloscopes' };
      assert.deepEqual(await search({ ...osc, calibrated: true }), [certified.id]);
      assert.ok((await search({ ...osc, grades: ['C'] })).includes(calibratedOnly.id));
      assert.ok(!(await search({ ...osc, grades: ['A'] })).includes(calibratedOnly.id));
      const year = await search({ ...osc, warrantyMin: 365 });
      assert.ok(year.includes(certified.id) && !year.includes(calibratedOnly.id));
      // the listing's delete removes its certificate file
      const before = certificateFiles().length;
      await call('DELETE', `product/${certified.id}`, { as: f.sellerA });
      assert.equal(certificateFiles().length, before - 1);
    });
  });
}
