'use client';
/**
 * Raises the spec's destructive toast once when the dashboard's counts failed ('Erreur' /
 * 'Impossible de charger les statistiques'). The fixed id keeps React's double effect in
 * development, or a re-render, from stacking a second toast.
 */
import { useEffect } from 'react';
import { toastError } from '@/components/admin/ui/action-toast';

export function StatsErrorToast({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    toastError(title, description, 'dashboard-stats-error');
  }, [title, description]);
  return null;
}
