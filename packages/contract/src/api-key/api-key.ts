import * as v from 'valibot';
import { apiKeyNameMaxLength, apiKeyScopes, apiKeyTexts } from '@xchange/contract/accounts';
import { idField } from '../common/number';
import { requiredText } from '../common/text';

const scopeField = v.picklist(apiKeyScopes, apiKeyTexts.scopeInvalid);

/** POST seller/api-keys body. */
export const newApiKeySchema = v.object({
  name: requiredText(apiKeyTexts.nameRequired, apiKeyNameMaxLength, apiKeyTexts.nameMax),
  scopes: v.pipe(
    v.array(scopeField, apiKeyTexts.scopesRequired),
    v.minLength(1, apiKeyTexts.scopesRequired),
    v.maxLength(apiKeyScopes.length, apiKeyTexts.scopeInvalid),
    v.transform((list) => [...new Set(list)]),
  ),
});
export type NewApiKeyInput = v.InferInput<typeof newApiKeySchema>;
export type NewApiKey = v.InferOutput<typeof newApiKeySchema>;

/** One key as the seller's list shows it: never the key itself, only its first characters. */
export const apiKeySchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The key's first characters ('xk_live_AbCd'), to tell keys apart. */
  prefix: v.string(),
  scopes: v.array(scopeField),
  /** ISO date-times; lastUsedAt is kept to the minute. */
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
});
export type ApiKey = v.InferOutput<typeof apiKeySchema>;

/** POST seller/api-keys answer: the new key with its secret, which no later answer repeats. */
export const createdApiKeySchema = v.object({ ...apiKeySchema.entries, key: v.string() });
export type CreatedApiKey = v.InferOutput<typeof createdApiKeySchema>;

export const apiKeyListSchema = v.array(apiKeySchema);
export const apiKeyIdParamsSchema = v.object({ id: idField });
