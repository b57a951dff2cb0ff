-- idctl store, schema 8: the default roles are found without reading every role; every new
-- user asks for them (tens of thousands of times in one `idctl apply`).

CREATE INDEX roles_default ON roles (is_default) WHERE is_default = 1;
