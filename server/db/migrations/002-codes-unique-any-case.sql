-- Codes are typed by guests in any case: "helg20" and "HELG20" are the same code, so they must be unique
-- regardless of case (the plain UNIQUE constraints of 001 only catch exact repeats).
CREATE UNIQUE INDEX special_codes_code_any_case ON special_codes (lower(special_code));
CREATE UNIQUE INDEX discount_codes_code_any_case ON discount_codes (lower(code));
