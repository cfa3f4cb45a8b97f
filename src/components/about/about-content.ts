import {
  BadgeCheck,
  Building2,
  CalendarCheck,
  Eye,
  Globe,
  HeartHandshake,
  Lightbulb,
  MessageCircle,
  MonitorSmartphone,
  PenLine,
  Sparkles,
  Users,
  Workflow,
  type IconComponent,
} from '@/components/ui/icons';

/*
 * What the about page attaches to its listed items by their id (decision 053): icons and a team
 * member's colours. An item an editor adds has an id of its own and gets the default.
 */

/** The icon of a value, an expertise area or a fact an editor added. */
export const defaultItemIcon: IconComponent = Sparkles;

/** The icon of each seeded value, and of a value an editor adds. */
export const valueIcons: Partial<Record<string, IconComponent>> = {
  transparency: Eye,
  results: BadgeCheck,
  proximity: HeartHandshake,
  innovation: Lightbulb,
};

/** The icon of each seeded expertise area (spec §2 About), and of one an editor adds. */
export const expertiseIcons: Partial<Record<string, IconComponent>> = {
  automation: Workflow,
  chatbots: MessageCircle,
  content: PenLine,
  websites: MonitorSmartphone,
};

/** The icon of each seeded fact beside the story, and of one an editor adds. */
export const factIcons: Partial<Record<string, IconComponent>> = {
  founded: CalendarCheck,
  headquarters: Building2,
  experience: Users,
  markets: Globe,
};

/** Each seeded team member's gradient; a member an editor adds gets the first one. */
const memberGradients: Partial<Record<string, string>> = {
  marc: 'from-accent to-violet',
  leila: 'from-violet to-fuchsia-400',
  thomas: 'from-success to-accent',
};

export function memberGradient(id: string): string {
  return memberGradients[id] ?? 'from-accent to-violet';
}

/**
 * A member's monogram when the editor gave none: the first letters of the name's first and last
 * words (one word: its first letter), capitals. "Leïla Benjelloun" → "LB".
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const firstLetter = (word: string | undefined) => (word ? Array.from(word)[0]! : '');
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters.map(firstLetter).join('').toLocaleUpperCase();
}
