import type { JSX, SVGProps } from 'react';
import type { IconName } from './icon-names';
import { iconSpriteUrl } from './icon-sprite';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * A lucide icon drawn from the sprite: two nodes (`<svg><use>`) and a few bytes in the page and
 * its React payload, where the icon's own shapes were up to six nodes and half a kilobyte each
 * (decision 043). Styled by `.icon` in globals.css (lucide's stroke), sized by a `size-*` class;
 * hidden from assistive technology unless given a label.
 */
function spriteIcon(name: IconName): IconComponent {
  const href = `${iconSpriteUrl}#${name}`;
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg aria-hidden="true" {...props} className={className ? `icon ${className}` : 'icon'}>
        <use href={href} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const Activity = spriteIcon('Activity');
export const ArrowLeft = spriteIcon('ArrowLeft');
export const ArrowRight = spriteIcon('ArrowRight');
export const BadgeCheck = spriteIcon('BadgeCheck');
export const BookOpen = spriteIcon('BookOpen');
export const Bot = spriteIcon('Bot');
export const BrainCircuit = spriteIcon('BrainCircuit');
export const Briefcase = spriteIcon('Briefcase');
export const Building2 = spriteIcon('Building2');
export const CalendarCheck = spriteIcon('CalendarCheck');
export const CalendarClock = spriteIcon('CalendarClock');
export const CalendarDays = spriteIcon('CalendarDays');
export const ChartColumn = spriteIcon('ChartColumn');
export const Check = spriteIcon('Check');
export const CheckCircle2 = spriteIcon('CheckCircle2');
export const ChevronDown = spriteIcon('ChevronDown');
export const ChevronRight = spriteIcon('ChevronRight');
export const CircleAlert = spriteIcon('CircleAlert');
export const CircleCheck = spriteIcon('CircleCheck');
export const Clock = spriteIcon('Clock');
export const Database = spriteIcon('Database');
export const ExternalLink = spriteIcon('ExternalLink');
export const Eye = spriteIcon('Eye');
export const FileSearch = spriteIcon('FileSearch');
export const Globe = spriteIcon('Globe');
export const HandCoins = spriteIcon('HandCoins');
export const Headset = spriteIcon('Headset');
export const HeartHandshake = spriteIcon('HeartHandshake');
export const Hourglass = spriteIcon('Hourglass');
export const Languages = spriteIcon('Languages');
export const LayoutGrid = spriteIcon('LayoutGrid');
export const LifeBuoy = spriteIcon('LifeBuoy');
export const Lightbulb = spriteIcon('Lightbulb');
export const Mail = spriteIcon('Mail');
export const MapPin = spriteIcon('MapPin');
export const Menu = spriteIcon('Menu');
export const MessageCircle = spriteIcon('MessageCircle');
export const MessageCircleOff = spriteIcon('MessageCircleOff');
export const MessageSquareReply = spriteIcon('MessageSquareReply');
export const MonitorSmartphone = spriteIcon('MonitorSmartphone');
export const PenLine = spriteIcon('PenLine');
export const Phone = spriteIcon('Phone');
export const Quote = spriteIcon('Quote');
export const RefreshCw = spriteIcon('RefreshCw');
export const Rocket = spriteIcon('Rocket');
export const Search = spriteIcon('Search');
export const SearchX = spriteIcon('SearchX');
export const Send = spriteIcon('Send');
export const Share2 = spriteIcon('Share2');
export const ShoppingBag = spriteIcon('ShoppingBag');
export const Sparkles = spriteIcon('Sparkles');
export const Target = spriteIcon('Target');
export const Timer = spriteIcon('Timer');
export const TrendingUp = spriteIcon('TrendingUp');
export const UserRound = spriteIcon('UserRound');
export const Users = spriteIcon('Users');
export const Workflow = spriteIcon('Workflow');
export const X = spriteIcon('X');
export const Zap = spriteIcon('Zap');
