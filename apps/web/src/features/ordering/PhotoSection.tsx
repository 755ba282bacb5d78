/** The photo step: the student photo field (pick or take, crop, server check); read-only after ordering. */
import { StudentPhotoField } from '../../components/StudentPhotoField';
import { useText } from '../../i18n/use-text';

export interface PhotoSectionProps {
  photo: Blob | null;
  onChange: (photo: Blob | null) => void;
  error?: string;
  readOnly: boolean;
}

export function PhotoSection({ photo, onChange, error, readOnly }: PhotoSectionProps) {
  const t = useText();
  return (
    <StudentPhotoField
      label={t('order.photoLabel')}
      value={photo}
      onChange={onChange}
      error={error}
      disabled={readOnly}
    />
  );
}
