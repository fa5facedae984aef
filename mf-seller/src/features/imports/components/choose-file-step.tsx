import { useState, type FormEvent } from 'react';
import { importMaxBytes, importMaxRows, importTexts } from '@xchange/contract/forms';
import { Button, Field, Input, Stack, Text } from '@xchange/ui';
import { ApiErrorAlert } from '@xchange/remote-kit';
import { formatCount } from '@xchange/contract/core';
import type { ImportFlow } from '../hooks/use-import-flow';
import { TemplateDownloads } from './template-downloads';

const accepted = /\.(csv|xlsx)$/i;

/** Why a picked file cannot be sent, checked here so a 10 MB mistake is not uploaded first; null when it may go. */
const fileProblem = (file: File | null): string | null => {
  if (!file) return importTexts.fileRequired;
  if (!accepted.test(file.name)) return importTexts.fileType;
  if (file.size > importMaxBytes) return importTexts.fileTooLarge;
  return null;
};

/** Step 1: what an import does, the template, and the file to check. */
export function ChooseFileStep({ flow }: { flow: ImportFlow }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fileProblem(file);
    setProblem(found);
    if (!found && file) flow.check(file);
  };

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Text>
          Each row of your file is one listing. A row whose SKU you already use updates that listing; a new SKU creates one. Importing the
          same file twice changes nothing.
        </Text>
        <Text>Nothing is written until you have seen the check: every row&apos;s errors, with its row number, come first.</Text>
      </Stack>
      <TemplateDownloads />
      <form onSubmit={submit} noValidate aria-label="Check a file">
        <Stack gap={4} maxW="xl">
          <Field.Root invalid={!!problem} required>
            <Field.Label>{`Your file (CSV or Excel .xlsx, up to ${formatCount(importMaxRows)} listings)`}</Field.Label>
            <Input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              p={1.5}
              onChange={(e) => {
                const picked = e.currentTarget.files?.[0] ?? null;
                setFile(picked);
                setProblem(picked ? fileProblem(picked) : null);
              }}
            />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          <ApiErrorAlert error={flow.create.error} />
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={flow.create.isPending} loadingText="Sending the file…">
            Check file
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
