import { Icon } from "./icon";
import * as styles from "./star-rating.module.css";
import { useUi } from "../../i18n/page-language";
import { fill } from "../../lib/text";

export const RATING_SCALE = [1, 2, 3, 4, 5] as const;

/** Five stars, filled up to `rating`; read as "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const ui = useUi();
  return (
    <span className={styles.stars} role="img" aria-label={fill(ui.ratedOutOfFive, { rating })}>
      {RATING_SCALE.map((star) => (
        <Icon name="star" key={star} size={18} className={star <= rating ? styles.on : styles.off} />
      ))}
    </span>
  );
}

interface StarRatingInputProps {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  legend: string;
}

/** A radio group drawn as stars: arrow keys move, stars fill up to the choice; 0 means none yet. */
export function StarRatingInput({ name, value, onChange, legend }: StarRatingInputProps) {
  const ui = useUi();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.inputs}>
        {RATING_SCALE.map((star) => (
          <label key={star} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="visually-hidden"
            />
            <Icon name="star" size={30} className={star <= value ? styles.on : styles.off} />
            <span className="visually-hidden">
              {star} {star === 1 ? ui.starOne : ui.starMany}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
