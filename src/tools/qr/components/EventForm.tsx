import { Select } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { EVENT_TIME_ZONES, eventProblems, type EventFields } from '../core';
import { useQrMessages } from '../hooks/useQrMessages';
import { FormField } from '../../../app/ui/FormField';

interface EventFormProps {
  event: EventFields;
  onChange: (patch: Partial<EventFields>) => void;
}

/** 日历事件: title, start and end in a chosen time zone, and a place. */
export function EventForm({ event, onChange }: EventFormProps) {
  const t = useQrMessages();
  const problems = eventProblems(event);
  /** A field's problem in words, once the user has typed something there. */
  const timeError = (field: 'start' | 'end') => {
    if (event[field].trim() === '') return undefined;
    if (problems.some((problem) => problem.code === 'eventTime' && problem.params.field === field))
      return t('error.eventTime', {
        field: t(field === 'start' ? 'field.eventStart' : 'field.eventEnd'),
      });
    if (field === 'end' && problems.some((problem) => problem.code === 'eventOrder'))
      return t('error.eventOrder');
    return undefined;
  };
  const zones = EVENT_TIME_ZONES.includes(event.timeZone as (typeof EVENT_TIME_ZONES)[number])
    ? EVENT_TIME_ZONES
    : [event.timeZone, ...EVENT_TIME_ZONES];

  return (
    <div className="qr-field-grid">
      <FormField label={t('field.eventTitle')} htmlFor="qr-event-title" className="qr-field-wide">
        <Input
          id="qr-event-title"
          value={event.title}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </FormField>
      {(['start', 'end'] as const).map((field) => (
        <FormField
          key={field}
          label={t(field === 'start' ? 'field.eventStart' : 'field.eventEnd')}
          htmlFor={`qr-event-${field}`}
          error={timeError(field)}
        >
          <Input
            id={`qr-event-${field}`}
            status={timeError(field) ? 'error' : undefined}
            type="datetime-local"
            value={event[field]}
            onChange={(e) => onChange({ [field]: e.target.value })}
          />
        </FormField>
      ))}
      <FormField label={t('field.eventLocation')} htmlFor="qr-event-location">
        <Input
          id="qr-event-location"
          value={event.location}
          onChange={(e) => onChange({ location: e.target.value })}
        />
      </FormField>
      <FormField label={t('field.eventTimeZone')} extra={t('field.eventTimeZone.extra')}>
        <Select
          aria-label={t('field.eventTimeZone')}
          value={event.timeZone}
          onChange={(timeZone) => onChange({ timeZone })}
          options={zones.map((zone) => ({ value: zone, label: zone }))}
        />
      </FormField>
    </div>
  );
}
