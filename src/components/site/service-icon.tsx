import {
  Activity,
  Bot,
  ChartColumn,
  Database,
  Headset,
  PenLine,
  Sparkles,
  Target,
  Workflow,
  type IconComponent,
} from '@/components/ui/icons';

/**
 * The icon names stored with each service (`service.icon`, editable in the admin) mapped to
 * lucide icons. Unknown names fall back to a neutral icon rather than breaking the page.
 */
export const serviceIcons: Record<string, IconComponent> = {
  target: Target,
  chart: ChartColumn,
  headset: Headset,
  pen: PenLine,
  bot: Bot,
  database: Database,
  activity: Activity,
  workflow: Workflow,
};

/** A service's icon; always decorative, the service title next to it carries the meaning. */
export function ServiceIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = serviceIcons[name] ?? Sparkles;
  return <Icon aria-hidden className={className} />;
}
