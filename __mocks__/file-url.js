// What an imported asset (an image) is in jest: its URL, as webpack gives it.
module.exports = "/static/asset-mock.svg";
