// opencc-js ships its dictionaries as ES modules without types: each default-exports one dictionary as text,
// entries split by `|`, each `source target [more targets]`.
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
