import { useState } from 'react';
import { certificateProblem } from '@xchange/contract/core';
import type { Calibration } from '@xchange/contract';

/** The certificate the product form will send: the attached one (kept or removed) and a newly picked PDF. */
export function useCertificate(attached: Calibration['certificate'] | undefined) {
  const [picked, setPicked] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [problem, setProblem] = useState<string>();
  return {
    attached: removed ? null : (attached ?? null),
    picked,
    problem,
    pick(file: File | null) {
      const why = file ? certificateProblem(file) : undefined;
      setProblem(why);
      setPicked(why ? null : file);
    },
    remove() {
      setRemoved(true);
      setPicked(null);
    },
    /** What PUT product/update sends back to keep the attached certificate ('' drops it). */
    keptUrl(): string {
      return !removed && attached ? attached.url : '';
    },
  };
}

export type CertificateState = ReturnType<typeof useCertificate>;
