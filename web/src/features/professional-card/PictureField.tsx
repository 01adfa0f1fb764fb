import { cardPictureProblem, CARD_PICTURE_TYPES } from '@club/validation';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { CardFileInput } from './CardFileInput';
import type { CardControl, Draft } from './cardDraft';
import { CARD_STATE_TEXTS } from './cardTexts';

/**
 * The card's profile picture (spec 3 §3 profilePicture, profilePictureUrl; §5 'an identifiable
 * photo'): the one on file shown from its short-lived portal link, a new one checked here for type
 * and size (the server checks again) and read as a data URL, shown before saving.
 */
export function PictureField({ control, draft }: { control: CardControl; draft: Draft }) {
  const id = useId();
  const picture = useController({ control, name: 'profilePicture' });
  const name = useController({ control, name: 'profilePictureFileName' });
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] });
  const shown = picture.field.value || draft.profilePictureUrl;
  return (
    <div className="card-field card-picture">
      <span className="card-picture__label">{CARD_STATE_TEXTS.picture}</span>
      {shown ? <img className="card-picture__image" src={shown} alt={CARD_STATE_TEXTS.pictureAlt(`${firstName} ${lastName}`.trim())} width={120} height={120} /> : null}
      <label htmlFor={id}>{CARD_STATE_TEXTS.pictureField}</label>
      <p className="card-hint" id={`${id}-hint`}>
        {CARD_STATE_TEXTS.pictureHint}
      </p>
      <CardFileInput
        id={id}
        accept={CARD_PICTURE_TYPES}
        describedBy={`${id}-hint`}
        problemOf={cardPictureProblem}
        onFile={(dataUrl, fileName) => {
          picture.field.onChange(dataUrl);
          name.field.onChange(fileName);
        }}
      />
    </div>
  );
}
