import {
  BadgeCheck,
  Eye,
  HeartHandshake,
  Lightbulb,
  MessageCircle,
  MonitorSmartphone,
  PenLine,
  Workflow,
  type IconComponent,
} from '@/components/ui/icons';

/** The four values; their titles and descriptions live in the `about.values.items` text set. */
export const aboutValues: { id: string; icon: IconComponent }[] = [
  { id: 'transparency', icon: Eye },
  { id: 'results', icon: BadgeCheck },
  { id: 'proximity', icon: HeartHandshake },
  { id: 'innovation', icon: Lightbulb },
];

/** The four expertise areas (spec §2 About), in the order the services page presents them. */
export const aboutExpertise: { id: string; icon: IconComponent }[] = [
  { id: 'automation', icon: Workflow },
  { id: 'chatbots', icon: MessageCircle },
  { id: 'content', icon: PenLine },
  { id: 'websites', icon: MonitorSmartphone },
];

/**
 * The team. No photos exist, so each person gets a monogram; initials stay in Latin letters
 * in every language (a brand-like mark: Arabic letters would join into a word).
 */
export const aboutTeam: { id: string; initials: string; gradient: string }[] = [
  { id: 'marc', initials: 'MF', gradient: 'from-accent to-violet' },
  { id: 'leila', initials: 'LB', gradient: 'from-violet to-fuchsia-400' },
  { id: 'thomas', initials: 'TK', gradient: 'from-success to-accent' },
];
