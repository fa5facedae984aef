import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiKeyScopeLabels, apiKeyScopes, apiKeyTexts } from '@xchange/contract/accounts';
import { formResolver, newApiKeySchema } from '@xchange/contract/forms';
import type { ApiKeyScope, CreatedApiKey } from '@xchange/contract';
import { Alert, Button, Stack, Text, TextInput } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';
import { Modal } from '@xchange/ui/overlays';
import { useCreateApiKey } from '../api/create-api-key';

/** 'Create API key': a name and scopes; then the new key, once, with a copy button. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey>();
  const [copied, setCopied] = useState(false);
  const form = useForm({
    resolver: formResolver(newApiKeySchema),
    defaultValues: { name: '', scopes: ['listings:read'] as ApiKeyScope[] },
  });
  const close = () => {
    setCreated(undefined);
    setCopied(false);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      setCreated(await create.mutateAsync(body));
    } catch {
      // the API client has shown the server's reasons
    }
  });
  const copy = async () => {
    await navigator.clipboard?.writeText(created!.key);
    setCopied(true);
  };

  if (created) {
    return (
      <Modal open={open} onClose={close} title={`API key "${created.name}"`} footer={<Button onClick={close}>Done</Button>}>
        <Stack gap={3}>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{apiKeyTexts.shownOnce}</Alert.Title>
          </Alert.Root>
          <Text aria-label="New API key" fontFamily="mono" p={2} bg="bg.muted" rounded="md" wordBreak="break-all">
            {created.key}
          </Text>
          <Button alignSelf="start" variant="outline" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy key'}
          </Button>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onClose={close}
      busy={create.isPending}
      title="Create API key"
      description="Name the key after the system that will use it, and give it only the scopes it needs."
      form={{ onSubmit: submit, 'aria-label': 'Create API key' }}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            Create key
          </Button>
        </>
      }
    >
      <Stack gap={4}>
        <TextInput label="Key name" required error={form.formState.errors.name?.message} {...form.register('name')} />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field, fieldState }) => (
            <Stack gap={2} role="group" aria-label="Scopes">
              <Text fontWeight="medium">Scopes</Text>
              {apiKeyScopes.map((scope) => (
                <Checkbox.Root
                  key={scope}
                  colorPalette="brand"
                  checked={field.value.includes(scope)}
                  onCheckedChange={(d) =>
                    field.onChange(d.checked === true ? [...field.value, scope] : field.value.filter((s) => s !== scope))
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {scope}: {apiKeyScopeLabels[scope]}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
              {fieldState.error && (
                <Text color="fg.error" fontSize="sm">
                  {fieldState.error.message}
                </Text>
              )}
            </Stack>
          )}
        />
      </Stack>
    </Modal>
  );
}
