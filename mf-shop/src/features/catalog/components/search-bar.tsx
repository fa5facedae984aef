import { useId, useState, type FormEvent } from 'react';
import { Button, HStack, Input, chakra } from '@xchange/ui';

/** The catalog search: words, brands or model numbers; 'Start Browsing' runs it. Keyed by the address's search text. */
export function SearchBar({ value, onSearch }: { value: string | undefined; onSearch: (text: string | undefined) => void }) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = text.replace(/\s+/g, ' ').trim();
    setText(cleaned);
    onSearch(cleaned || undefined);
  };
  return (
    <chakra.form role="search" onSubmit={submit} w="full">
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb={2}>
        Search the catalog
      </chakra.label>
      <HStack gap={2} flexDirection={{ base: 'column', md: 'row' }} align="stretch">
        <Input
          id={id}
          type="search"
          size="lg"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, brand, category or model number, e.g. DSO-X 3034A"
          bg="bg"
        />
        <Button type="submit" size="lg" colorPalette="brand" flexShrink={0}>
          Start Browsing
        </Button>
      </HStack>
    </chakra.form>
  );
}
