import type { OcrLine } from '../../core/ocr/read';
import type { TagReading } from '../../core/ocr/tags';

interface Review {
  lines: OcrLine[];
  tags: TagReading[];
  width: number;
  height: number;
}

interface Props {
  url: string;
  alt: string;
  review?: Review;
}

/** The photo with what was read marked: each offer's area, and each line (unsure ones amber). */
export function PhotoBoxes({ url, alt, review }: Props) {
  return (
    <div className="cmp-photo-image">
      <img src={url} alt={alt} />
      {review && (
        <svg
          viewBox={`0 0 ${review.width} ${review.height}`}
          aria-hidden
          preserveAspectRatio="none"
        >
          {review.lines.map((line, index) => (
            <rect
              key={`l${index}`}
              className={line.weakest < 0.8 ? 'cmp-photo-box-unsure' : 'cmp-photo-box'}
              x={line.box.left}
              y={line.box.top}
              width={line.box.width}
              height={line.box.height}
            />
          ))}
          {review.tags.map((tag, index) => (
            <g key={`t${index}`}>
              <rect
                className="cmp-photo-box-tag"
                x={tag.box.left - 6}
                y={tag.box.top - 6}
                width={tag.box.width + 12}
                height={tag.box.height + 12}
              />
              <text
                x={tag.box.left}
                y={Math.max(16, tag.box.top - 10)}
                className="cmp-photo-box-label"
              >
                {index + 1}
              </text>
            </g>
          ))}
        </svg>
      )}
    </div>
  );
}
