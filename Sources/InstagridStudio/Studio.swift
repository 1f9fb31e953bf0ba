import Hummingbird
import HummingbirdWebSocket
public enum Studio {}
