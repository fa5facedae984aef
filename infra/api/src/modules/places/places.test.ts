import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Country } from 'country-state-city';
import { continents } from '@xchange/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { continentOf } from './continents.ts';
import { normalize } from './place-index.ts';

test('every one of the 250 countries has a docs/product.md §2.3 continent', () => {
  const codes = Country.getAllCountries().map((c) => c.isoCode);
  assert.equal(codes.length, 250);
  assert.deepEqual(
    codes.filter((c) => !continentOf.has(c)),
    [],
  );
  assert.deepEqual([...new Set(continentOf.values())].sort(), [...continents].sort());
  assert.deepEqual(
    ['US', 'BR', 'DE', 'RU', 'JP', 'NG', 'AU', 'AQ'].map((c) => continentOf.get(c)),
    ['North America', 'South America', 'Europe', 'Europe', 'Asia', 'Africa', 'Oceania', 'Antarctica'],
  );
});

test('names are compared without case, accents or punctuation', () => {
  assert.equal(normalize('  São-Paulo '), 'sao paulo');
  assert.equal(normalize('St. Louis'), 'st louis');
});

// The places index does not touch the database: one driver is enough.
describe('GET places', () => {
  let t: TestApp;
  const get = async (query: string) => {
    const r = await t.app.inject({ url: `/api/v1/places?${query}` });
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };
  before(async () => {
    t = await createTestApp('pglite');
  });
  after(() => t.close());

  test("'spring' finds Springfield, United States with coordinates and continent", async () => {
    const r = await get('q=spring');
    assert.equal(r.status, 200);
    assert.equal(r.body.length, 10);
    const us = r.body.find((p: { city: string; countryCode: string }) => p.city === 'Springfield' && p.countryCode === 'US');
    assert.ok(us, JSON.stringify(r.body.map((p: { label: string }) => p.label)));
    assert.deepEqual(Object.keys(us).sort(), ['city', 'continent', 'country', 'countryCode', 'label', 'latitude', 'longitude', 'state']);
    assert.equal(us.continent, 'North America');
    assert.equal(us.country, 'United States');
    assert.equal(typeof us.latitude, 'number');
    assert.ok(us.latitude > 24 && us.latitude < 50 && us.longitude < -60, 'a point inside the US');
    assert.equal(us.label, `Springfield, ${us.state}, United States`);
    assert.match(r.headers['cache-control'] as string, /max-age/);
  });

  test('text after a comma narrows by state or country; later words of a name match too', async () => {
    const il = (await get('q=springfield%2C%20illinois')).body;
    assert.ok(il.length >= 1);
    assert.ok(il.every((p: { state: string }) => p.state === 'Illinois'));
    const fr = (await get('q=paris%2C%20fr')).body;
    assert.equal(fr[0].label, 'Paris, Île-de-France, France');
    assert.equal(fr[0].continent, 'Europe');
    const sf = (await get('q=francisco%2C%20california')).body;
    assert.equal(sf[0].label, 'San Francisco, California, United States');
    const accents = (await get('q=sao%20paulo')).body;
    assert.ok(accents.some((p: { city: string; countryCode: string }) => p.city === 'São Paulo' && p.countryCode === 'BR'));
  });

  test('fewer than 2 characters or no match answer an empty list; limit is capped', async () => {
    assert.deepEqual((await get('q=s')).body, []);
    assert.deepEqual((await get('q=')).body, []);
    assert.deepEqual((await get('q=zzzzqqq')).body, []);
    assert.equal((await get('q=san&limit=20')).body.length, 20);
    assert.equal((await get('q=san&limit=21')).status, 400);
  });
});
