import { Star } from 'lucide-react';

const maxStars = 5;

/** Five stars, `rating` of them filled, announced as text ("5 out of 5"), not by colour. */
export function Stars({
  rating,
  label,
  className = 'size-4',
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  return (
    <p role="img" aria-label={label} className="flex gap-0.5">
      {Array.from({ length: maxStars }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={`${className} ${index < rating ? 'fill-amber-300 text-amber-300' : 'text-line'}`}
        />
      ))}
    </p>
  );
}
