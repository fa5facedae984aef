import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { modelTokens, normaliseModel } from './model-tokens.ts';

describe('model tokens', () => {
  test('the ways people type one model number normalise to one token', () => {
    for (const typed of ['DSOX3034A', 'DSO-X 3034A', 'dsox 3034a', 'DSO X-3034A']) assert.equal(normaliseModel(typed), 'dsox3034a');
  });

  test('tokens cover split and dashed spellings inside longer text', () => {
    const tokens = modelTokens('Keysight DSO-X 3034A Oscilloscope').split(' ');
    assert.ok(tokens.includes('dsox3034a'), tokens.join(' '));
    assert.ok(tokens.includes('3034a'));
    assert.ok(!tokens.includes('keysight'), 'words without digits are left to full-text search');
  });

  test('a model without digits gives no token', () => {
    assert.equal(modelTokens('Aeris'), '');
  });
});
