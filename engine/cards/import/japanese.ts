/**
 * Japanese column headers of Gundam War card lists, as players and community sites
 * write them, each with the card-file column it feeds. Compared after `headerKey`
 * (NFKC, lower case, letters and digits only), so width, case, spaces and
 * punctuation do not matter: `カードNo.`, `カード ＮＯ`, `ｶｰﾄﾞNo` are one header.
 */
export const JAPANESE_HEADERS = {
  ゲーム: 'game',
  カード番号: 'number',
  番号: 'number',
  カードNo: 'number',
  カードナンバー: 'number',
  ナンバー: 'number',
  カードID: 'number',
  カード名: 'name',
  名前: 'name',
  名称: 'name',
  カード名称: 'name',
  英語名: 'name',
  英名: 'name',
  日本語名: 'name_ja',
  和名: 'name_ja',
  種類: 'type',
  カード種類: 'type',
  種別: 'type',
  カードタイプ: 'type',
  タイプ: 'type',
  色: 'color',
  カラー: 'color',
  合計国力: 'cost',
  コスト: 'cost',
  合計コスト: 'cost',
  国力: 'nation_cost',
  指定国力: 'nation_cost',
  発生国力: 'nation_cost',
  資源コスト: 'resource_cost',
  資源: 'resource_cost',
  格闘: 'melee',
  格闘力: 'melee',
  射撃: 'ranged',
  射撃力: 'ranged',
  耐久: 'hp',
  耐久力: 'hp',
  防御: 'hp',
  防御力: 'hp',
  戦闘力: 'stats',
  戦闘修正: 'stats',
  ステータス: 'stats',
  格闘射撃耐久: 'stats',
  地形: 'terrain',
  地形適性: 'terrain',
  適性: 'terrain',
  エリア: 'terrain',
  特徴: 'traits',
  テキスト: 'text',
  カードテキスト: 'text',
  効果: 'text',
  収録: 'set',
  収録弾: 'set',
  セット: 'set',
  収録パック: 'set',
  レアリティ: 'rarity',
  レア: 'rarity',
  型番: 'model',
  カードコード: 'code',
  コード: 'code',
} as const;

/**
 * Headers that name a card in Japanese. They feed `name` when the file has no
 * English name column, and `name_ja` when it has one.
 */
export const JAPANESE_NAME_HEADERS: readonly string[] = ['カード名', '名前', '名称', 'カード名称'];
