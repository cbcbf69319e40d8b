-- Phone numbers in one form, E.164 (docs/decisions/031): those stored before it with spaces ("+47 949 79 466") lose
-- them. Only a number written with its country code and nothing but digits and spaces after it, 8 to 15 digits:
-- any other stays as it was typed (shown as it is; its record's next save holds it as E.164 or says what is wrong).
-- Not a person's change: no one is named, so the change log leaves it out, and versions stay.
UPDATE bookings SET phone_number = replace(phone_number, ' ', '')
WHERE phone_number ~ '^\+[0-9][0-9 ]+$' AND phone_number LIKE '% %'
  AND length(replace(phone_number, ' ', '')) BETWEEN 9 AND 16;

UPDATE blocked_customers SET phone_number = replace(phone_number, ' ', '')
WHERE phone_number ~ '^\+[0-9][0-9 ]+$' AND phone_number LIKE '% %'
  AND length(replace(phone_number, ' ', '')) BETWEEN 9 AND 16;
