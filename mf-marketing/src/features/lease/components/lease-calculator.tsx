import { useForm } from 'react-hook-form';
import { Box, Button, SimpleGrid, Stack, Text, TextInput } from '@xchange/ui';
import { formatUsd, monthlyLeasePayment } from '@xchange/contract/core';
import { formResolver, leaseCalculatorSchema } from '@xchange/contract/forms';
import type { LeaseCalculation, LeaseCalculatorInput } from '@xchange/contract';
import { useState } from 'react';
import { TermSelect } from './term-select';

/** Price, term, yearly rate and residual value → the monthly payment (formula: monthlyLeasePayment in the contract). */
export function LeaseCalculator() {
  const [result, setResult] = useState<{ payment: number; input: LeaseCalculation } | null>(null);
  const { register, handleSubmit, formState } = useForm<LeaseCalculatorInput, unknown, LeaseCalculation>({
    resolver: formResolver(leaseCalculatorSchema),
    defaultValues: { price: '', termMonths: '36', annualRate: '8', residual: '0' },
  });
  const { errors } = formState;
  const calculate = handleSubmit((input) => setResult({ payment: monthlyLeasePayment(input), input }));

  return (
    <form noValidate onSubmit={calculate} aria-label="Lease calculator">
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextInput label="Equipment price (USD)" inputMode="decimal" required error={errors.price?.message} {...register('price')} />
          <TermSelect error={errors.termMonths?.message} {...register('termMonths')} />
          <TextInput
            label="Yearly interest rate (%)"
            inputMode="decimal"
            required
            error={errors.annualRate?.message}
            {...register('annualRate')}
          />
          <TextInput
            label="Residual value (USD)"
            inputMode="decimal"
            helperText="What you pay at the end of the term to own the equipment; 0 if nothing."
            error={errors.residual?.message}
            {...register('residual')}
          />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Calculate
        </Button>
        <Box role="status" aria-live="polite">
          {result && (
            <Stack bg="brand.50" borderRadius="md" p={4} gap={1}>
              <Text fontSize="sm">Estimated monthly payment</Text>
              <Text fontSize="3xl" fontWeight="bold" data-testid="monthly-payment">
                {formatUsd(result.payment)}
              </Text>
              <Text fontSize="sm">
                {result.input.termMonths} payments of {formatUsd(result.payment)}
                {result.input.residual > 0 ? `, then ${formatUsd(result.input.residual)} to own the equipment` : ''}. Total{' '}
                {formatUsd(result.payment * result.input.termMonths + result.input.residual)}.
              </Text>
            </Stack>
          )}
        </Box>
      </Stack>
    </form>
  );
}
