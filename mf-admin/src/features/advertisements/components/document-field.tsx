import { useEffect, useId, useMemo, useState } from 'react';
import { advertDocumentProblem, advertDocumentTypes } from '@xchange/contract/accounts';
import type { MediaFile } from '@xchange/contract';
import { Box, Button, Field, HStack, Image, Text, chakra } from '@xchange/ui';

export interface DocumentFieldProps {
  /** The stored document when editing. */
  current?: MediaFile | null;
  file: File | null;
  onFile: (file: File | null) => void;
  /** 0..1 while uploading. */
  progress?: number;
}

/** Picks the advert's picture or video (checked before sending), previews it and shows the upload's progress. */
export function DocumentField({ current, file, onFile, progress }: DocumentFieldProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  const preview = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (current?.fileType === 'image' && !file ? current.url : undefined);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label htmlFor={id}>Document (picture or video)</Field.Label>
      <HStack gap={3} align="center" wrap="wrap">
        <Button asChild variant="outline" colorPalette="gray" size="sm">
          <label htmlFor={id}>{file || current ? 'Replace file' : 'Choose file'}</label>
        </Button>
        <chakra.input
          id={id}
          type="file"
          accept={advertDocumentTypes.join(',')}
          srOnly
          onChange={(e) => {
            const picked = e.currentTarget.files?.[0] ?? null;
            e.currentTarget.value = '';
            if (!picked) return;
            const problem = advertDocumentProblem(picked);
            setError(problem);
            if (!problem) onFile(picked);
          }}
        />
        <Text fontSize="sm" color="fg.muted">
          {file ? file.name : current ? `Current ${current.fileType}` : 'No file chosen'}
        </Text>
      </HStack>
      {shown && <Image src={shown} alt="Advert preview" maxH="120px" objectFit="contain" borderRadius="md" mt={2} />}
      {progress !== undefined && (
        <Box
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          w="full"
          h="2"
          bg="bg.muted"
          borderRadius="full"
          mt={2}
        >
          <Box h="full" w={`${Math.round(progress * 100)}%`} bg="brand.solid" borderRadius="full" transition="width 0.2s" />
        </Box>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
